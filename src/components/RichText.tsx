// A rich text field of the content service: Markdown (Strapi's `richtext`) through marked with raw HTML off and
// the sanitiser of SafeHtml, or Strapi's `blocks` JSON through Strapi's own React renderer, whose links are
// checked against the same safe-address rule (no javascript:, data: or other schemes).
import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';
import type { ReactNode } from 'react';
import { markdownToHtml } from '../lib/markdown';
import { isAbsoluteUrl, isSafeUrl } from '../lib/sanitize';
import { SafeHtml } from './SafeHtml';

export type RichTextValue = string | BlocksContent | null | undefined;

function SafeLink({ url, children }: { url: string; children?: ReactNode }) {
  if (!isSafeUrl(url)) return <>{children}</>;
  return isAbsoluteUrl(url) ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={url}>{children}</a>
  );
}

interface Props {
  value: RichTextValue;
  className?: string;
  id?: string;
}

export function RichText({ value, className, id }: Props) {
  if (Array.isArray(value)) {
    return (
      <div className={className} id={id}>
        <BlocksRenderer content={value} blocks={{ link: SafeLink, image: () => null }} />
      </div>
    );
  }
  return <SafeHtml className={className} id={id} html={typeof value === 'string' && value ? markdownToHtml(value) : null} />;
}
