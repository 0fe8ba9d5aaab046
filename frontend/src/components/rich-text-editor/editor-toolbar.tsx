import { ActionIcon, Divider, Group, NativeSelect } from '@mantine/core';
import {
  IconBlockquote,
  IconBold,
  IconIndentDecrease,
  IconIndentIncrease,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconStrikethrough,
  IconUnderline,
  IconUnlink,
  type Icon,
} from '@tabler/icons-react';
import { useEditorState, type Editor } from '@tiptap/react';
import type { MouseEvent } from 'react';
import { FONT_OPTIONS, HEADER_OPTIONS, SIZE_OPTIONS } from './extensions';
import { promptForLink } from './link-prompt';

interface ToolbarButtonProps {
  label: string;
  icon: Icon;
  onClick: () => void;
  /** For toggles (marks, lists): shown as pressed while the selection has it. */
  active?: boolean;
  disabled?: boolean;
}

// Keeps the editor's selection while a button is pressed.
const keepFocus = (event: MouseEvent) => event.preventDefault();

function ToolbarButton({ label, icon: ButtonIcon, onClick, active, disabled }: ToolbarButtonProps) {
  return (
    <ActionIcon
      type="button"
      size="lg"
      variant={active ? 'filled' : 'default'}
      aria-label={label}
      aria-pressed={active}
      title={label}
      disabled={disabled}
      onMouseDown={keepFocus}
      onClick={onClick}
    >
      <ButtonIcon size={18} stroke={1.7} />
    </ActionIcon>
  );
}

function headerOf(editor: Editor): string {
  for (const level of [1, 2, 3] as const) {
    if (editor.isActive('heading', { level })) return String(level);
  }
  return 'p';
}

function textStyleOf(editor: Editor, attribute: 'fontFamily' | 'fontSize'): string {
  const value: unknown = editor.getAttributes('textStyle')[attribute];
  return typeof value === 'string' ? value : '';
}

/** Headers, font, size, marks, blockquote, lists, indent and link controls of the rich-text editor. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      header: headerOf(current),
      font: textStyleOf(current, 'fontFamily'),
      size: textStyleOf(current, 'fontSize'),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      blockquote: current.isActive('blockquote'),
      orderedList: current.isActive('orderedList'),
      bulletList: current.isActive('bulletList'),
      link: current.isActive('link'),
      canIndent: current.can().indent(),
      canOutdent: current.can().outdent(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <Group gap={6} role="toolbar" aria-label="Formatting" wrap="wrap" p="xs">
      <NativeSelect
        aria-label="Headers"
        size="sm"
        data={HEADER_OPTIONS}
        value={state.header}
        onChange={({ currentTarget: { value } }) =>
          value === 'p'
            ? chain().setParagraph().run()
            : chain().setHeading({ level: Number(value) as 1 | 2 | 3 }).run()
        }
      />
      <NativeSelect
        aria-label="Font"
        size="sm"
        data={FONT_OPTIONS}
        value={state.font}
        onChange={({ currentTarget: { value } }) =>
          value ? chain().setFontFamily(value).run() : chain().unsetFontFamily().run()
        }
      />
      <NativeSelect
        aria-label="Size"
        size="sm"
        data={SIZE_OPTIONS}
        value={state.size}
        onChange={({ currentTarget: { value } }) =>
          value ? chain().setFontSize(value).run() : chain().unsetFontSize().run()
        }
      />
      <Divider orientation="vertical" />
      <ToolbarButton label="Bold" icon={IconBold} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolbarButton label="Italic" icon={IconItalic} active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolbarButton
        label="Underline"
        icon={IconUnderline}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolbarButton label="Strike" icon={IconStrikethrough} active={state.strike} onClick={() => chain().toggleStrike().run()} />
      <ToolbarButton
        label="Blockquote"
        icon={IconBlockquote}
        active={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <Divider orientation="vertical" />
      <ToolbarButton
        label="Ordered list"
        icon={IconListNumbers}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolbarButton
        label="Bullet list"
        icon={IconList}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolbarButton
        label="Indent"
        icon={IconIndentIncrease}
        disabled={!state.canIndent}
        onClick={() => chain().indent().run()}
      />
      <ToolbarButton
        label="Outdent"
        icon={IconIndentDecrease}
        disabled={!state.canOutdent}
        onClick={() => chain().outdent().run()}
      />
      <Divider orientation="vertical" />
      <ToolbarButton label="Link" icon={IconLink} active={state.link} onClick={() => promptForLink(editor)} />
      <ToolbarButton
        label="Remove link"
        icon={IconUnlink}
        disabled={!state.link}
        onClick={() => chain().extendMarkRange('link').unsetLink().run()}
      />
    </Group>
  );
}
