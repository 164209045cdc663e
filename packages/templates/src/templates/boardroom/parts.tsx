/** @jsxRuntime automatic */
import type { BusinessData } from '@folio/schema';
import { Paragraphs, Section, Tags } from '../../sections/section';

/** Board and leadership roles as a short list, the way a directors' page prints them (not a table). */
export function BoardRoles({ data }: { data: BusinessData }) {
  const rows = data.leadership_experience.filter((row) => row.role !== '');
  if (rows.length === 0) return null;
  return (
    <Section id="leadership" title="Board & leadership roles">
      <ul className="roles" role="list">
        {rows.map((row, index) => {
          const meta = [row.duration, row.team_size].filter(Boolean);
          return (
            <li key={`${row.role}-${index}`} className="role">
              <h3 className="role-title">{row.role}</h3>
              {meta.length > 0 ? <p className="role-meta">{meta.join(' · ')}</p> : null}
              {row.achievements ? <p className="role-note">{row.achievements}</p> : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** Strategic initiatives as numbered achievements: what was done, its result in one line, then the detail. */
export function Achievements({ data }: { data: BusinessData }) {
  const items = data.strategic_initiatives.filter((item) => item.initiative !== '');
  if (items.length === 0) return null;
  return (
    <Section id="initiatives" title="Selected achievements">
      <ol className="wins" role="list">
        {items.map((item, index) => (
          <li key={`${item.initiative}-${index}`} className="win">
            <p className="win-no" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </p>
            <div className="win-body">
              <h3 className="win-title">{item.initiative}</h3>
              {item.impact || item.timeline ? (
                <p className="win-impact">
                  {item.impact ? <strong>{item.impact}</strong> : null}
                  {item.impact && item.timeline ? ' · ' : null}
                  {item.timeline ? <span className="win-time">{item.timeline}</span> : null}
                </p>
              ) : null}
              {item.outcome ? <p className="win-outcome">{item.outcome}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** The leadership philosophy as a pull quote, the competencies under it. */
export function Approach({ data }: { data: BusinessData }) {
  if (data.core_competencies.length === 0 && data.leadership_philosophy === '') return null;
  return (
    <Section id="competencies" title="Approach">
      {data.leadership_philosophy ? (
        <blockquote className="philosophy">
          <Paragraphs text={data.leadership_philosophy} />
        </blockquote>
      ) : null}
      {data.core_competencies.length > 0 ? <Tags items={data.core_competencies} label="Core competencies" className="tags competencies" /> : null}
    </Section>
  );
}
