import { Badge, Button, Group, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifyInfo } from '@/lib/notify';
import { useConversations } from '../api/get-conversations';
import { searchPeople } from '../api/search-people';
import { useChatStore } from '../stores/chat-store';
import type { Conversation, MessagingRole, Person } from '../types';
import { personDetail, SEARCH_BOX, SEARCH_TEXTS } from '../utils/texts';
import classes from './messaging.module.css';
import { PersonAvatar } from './person-avatar';

function isConversation(person: Person | Conversation): person is Conversation {
  return 'lastMessage' in person;
}

export interface ConversationListProps {
  role: MessagingRole;
}

/** The left pane: the conversations, or the people a search found, with the search box. */
export function ConversationList({ role }: ConversationListProps) {
  const conversations = useConversations(role);
  const partner = useChatStore((state) => state.partner);
  const select = useChatStore((state) => state.select);
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<Person[] | null>(null);
  const [searching, setSearching] = useState(false);
  const box = SEARCH_BOX[role];

  const search = async () => {
    const input = term.trim();
    if (!input) return;
    if (input.length < 3) {
      notifyError(SEARCH_TEXTS.tooShort);
      return;
    }
    setSearching(true);
    try {
      const people = await searchPeople(role, input);
      if (people.length === 0) {
        notifyInfo(box.none);
        return;
      }
      setFound(people);
      setTerm('');
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setSearching(false);
    }
  };

  const people: (Person | Conversation)[] = found ?? conversations.data ?? [];
  return (
    <Stack gap="sm" h="100%">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            aria-label={box.label}
            placeholder={box.placeholder}
            leftSection={<IconSearch size={16} />}
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={searching}>
            Search
          </Button>
        </Group>
      </form>
      {found && (
        <Button variant="subtle" size="xs" onClick={() => setFound(null)} style={{ alignSelf: 'flex-start' }}>
          Back to conversations
        </Button>
      )}
      {!found && !conversations.data ? (
        <LoadState
          size="sm"
          label="Loading conversations"
          query={conversations}
          failedText="The conversations could not be loaded."
        />
      ) : people.length === 0 ? (
        <Text c="dimmed" size="sm">
          No conversations yet. Search for {box.who} to start one.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={480} type="auto">
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Conversations">
            {people.map((person) => {
              const active = partner?._id === person._id;
              const detail = personDetail(person);
              const rowId = `conversation-${person._id}`;
              return (
                <li
                  key={person._id}
                  className={classes.conversationRow}
                  style={{ background: active ? 'var(--mantine-primary-color-light)' : undefined }}
                >
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    {/* The button's name is the person (and how they are related); the last
                        message and the unread count describe it, outside its visible text. */}
                    <UnstyledButton
                      onClick={() => select(person)}
                      aria-current={active ? 'true' : undefined}
                      aria-label={detail ? `${person.full_name}, ${detail}` : person.full_name}
                      aria-describedby={isConversation(person) ? `${rowId}-last ${rowId}-unread` : undefined}
                      className={classes.conversationButton}
                    >
                      <Group gap="sm" wrap="nowrap">
                        <PersonAvatar person={person} />
                        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                          <Text fw={600} size="sm" truncate="end">
                            {person.full_name}
                            {/* Words apart in the button's text as read, not only on screen. */}
                            {detail && ' '}
                          </Text>
                          {detail && (
                            <Text size="xs" c="dimmed" truncate="end">
                              {detail}
                            </Text>
                          )}
                        </Stack>
                      </Group>
                    </UnstyledButton>
                    {isConversation(person) && person.unread > 0 && (
                      <Badge id={`${rowId}-unread`} color="red" size="sm" circle aria-label={`${person.unread} unread`}>
                        {person.unread}
                      </Badge>
                    )}
                  </Group>
                  {isConversation(person) && (
                    <Text id={`${rowId}-last`} size="xs" c="dimmed" truncate="end" className={classes.conversationLast}>
                      {person.lastMessage.message}
                    </Text>
                  )}
                </li>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
