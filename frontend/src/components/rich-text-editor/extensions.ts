import { FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { Indent } from './indent';
import { isSafeLink } from './links';

/**
 * The editor's features: exactly what the toolbar offers (headers, font, size, bold, italic,
 * underline, strike, blockquote, ordered and bullet lists, indent and link), nothing more.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isSafeLink(url),
    },
  }),
  TextStyle,
  FontFamily,
  FontSize,
  Indent,
];

export const HEADER_OPTIONS = [
  { value: 'p', label: 'Normal text' },
  { value: '1', label: 'Heading 1' },
  { value: '2', label: 'Heading 2' },
  { value: '3', label: 'Heading 3' },
];

/** An empty value means the page's own font or size (nothing is written into the HTML). */
export const FONT_OPTIONS = [
  { value: '', label: 'Sans Serif' },
  { value: 'serif', label: 'Serif' },
  { value: 'monospace', label: 'Monospace' },
];

export const SIZE_OPTIONS = [
  { value: '12px', label: 'Small' },
  { value: '', label: 'Normal' },
  { value: '20px', label: 'Large' },
  { value: '28px', label: 'Huge' },
];
