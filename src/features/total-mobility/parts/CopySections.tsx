// Renders the static pages' copy sections (h2 per section, h3 per titled block) beside the sticky nav.
import { WithSectionNav } from '../../../components/SectionNav';
import type { CopySection } from '../static-copy';

interface Props {
  navLabel: string;
  sections: CopySection[];
}

export function CopySections({ navLabel, sections }: Props) {
  return (
    <WithSectionNav label={navLabel} sections={sections.map(({ id, title }) => ({ id, label: title }))}>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="copy-section" aria-labelledby={`${section.id}-title`} tabIndex={-1}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <p className="content-section__lead">{section.lead}</p>
          {section.blocks.map((block, i) => (
            <div key={block.title ?? i} className="copy-section__block">
              {block.title ? <h3>{block.title}</h3> : null}
              {block.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {block.list ? (
                <ul>
                  {block.list.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              ) : null}
              {block.after?.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          ))}
        </section>
      ))}
    </WithSectionNav>
  );
}
