import type { ArticleBlock } from '../../articles/otr-tips';

/** An article's blocks as h2, paragraphs and lists (the page's h1 is the article title). */
export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className="article-body">
      {blocks.map((block, i) => {
        if ('h2' in block) return <h2 key={i}>{block.h2}</h2>;
        if ('p' in block) return <p key={i}>{block.p}</p>;
        const items = 'ul' in block ? block.ul : block.ol;
        const ListTag = 'ul' in block ? 'ul' : 'ol';
        return (
          <ListTag key={i}>
            {items.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ListTag>
        );
      })}
    </div>
  );
}
