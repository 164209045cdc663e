/** @jsxRuntime automatic */
import type { Education, Experience } from '@folio/schema';
import { Paragraphs, Tags } from './section';

/** Roles, newest first as the owner ordered them. */
export function ExperienceList({ items, tagLabel = 'Skills' }: { items: Experience[]; tagLabel?: string }) {
  return (
    <ol className="xp" role="list">
      {items.map((item) => (
        <li key={item.id} className="xp-item">
          <p className="xp-meta">
            <span className="xp-date">{item.date}</span>
            {item.place && item.place !== item.name ? <span className="xp-place">{item.place}</span> : null}
          </p>
          <div className="xp-body">
            <h3 className="xp-role">{item.position}</h3>
            <p className="xp-org">{item.name}</p>
            <Paragraphs text={item.description} className="xp-desc" />
            <Tags items={item.skills} label={`${tagLabel}: ${item.position}`} />
          </div>
        </li>
      ))}
    </ol>
  );
}

export function EducationList({ items }: { items: Education[] }) {
  return (
    <ol className="edu" role="list">
      {items.map((item) => (
        <li key={item.id} className="edu-item">
          <p className="edu-meta">
            <span className="edu-date">{item.date}</span>
            {item.place && item.place !== item.name ? <span className="edu-place">{item.place}</span> : null}
          </p>
          <div className="edu-body">
            <h3 className="edu-degree">{item.degree}</h3>
            <p className="edu-school">
              {item.name}
              {item.gpa ? <span className="edu-gpa"> · GPA {item.gpa}</span> : null}
            </p>
            <Paragraphs text={item.description} className="edu-desc" />
            <Tags items={item.skills} label={`Coursework: ${item.degree}`} />
          </div>
        </li>
      ))}
    </ol>
  );
}
