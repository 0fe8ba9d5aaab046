import { Typography, type TypographyProps } from '@mantine/core';
import './rich-text.css';

/** Typography for rich text (news), including the `indent-N` classes the editor writes. */
export function RichText({ className, ...props }: TypographyProps) {
  return <Typography className={className ? `lyceum-rich-text ${className}` : 'lyceum-rich-text'} {...props} />;
}

export interface RichTextHtmlProps extends Omit<TypographyProps, 'children'> {
  /** HTML the server has already sanitised (it is the security boundary for stored rich text). */
  html: string;
}

/** Shows stored rich-text HTML, e.g. a news item's text. */
export function RichTextHtml({ html, ...props }: RichTextHtmlProps) {
  return (
    <RichText {...props}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </RichText>
  );
}
