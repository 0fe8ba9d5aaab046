import { Button, Center, Grid, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ScreenSection } from '@/components/ui/screen-section';
import { useChatStore } from '../stores/chat-store';
import type { Me, MessagingRole } from '../types';
import { ChatPane } from './chat-pane';
import { ConversationList } from './conversation-list';

export interface MessagesScreenProps {
  role: MessagingRole;
  me: Me;
  title: string;
  /** The student portal's back button: returns Home (the selection is cleared on leaving). */
  onBack?: () => void;
}

/** Messages: conversations and search on the left, the chat on the right (the list above the chat on phones). */
export function MessagesScreen({ role, me, title, onBack }: MessagesScreenProps) {
  const partner = useChatStore((state) => state.partner);
  const clear = useChatStore((state) => state.clear);
  // Leaving the chat clears the selection.
  useEffect(() => clear, [clear]);

  return (
    <ScreenSection
      title={title}
      actions={
        onBack && (
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            Back
          </Button>
        )
      }
    >
      {/* On narrow screens the list sits above the chat. */}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="sm" h="100%">
            <ConversationList role={role} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="sm" h="100%">
            {partner ? (
              <ChatPane key={partner._id} me={me} partner={partner} />
            ) : (
              <Center mih={240}>
                <Stack gap={4} align="center" ta="center">
                  <Text fw={600}>{`Welcome, ${me.full_name}!`}</Text>
                  <Text c="dimmed">Select or search a conversation to start messaging</Text>
                </Stack>
              </Center>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </ScreenSection>
  );
}
