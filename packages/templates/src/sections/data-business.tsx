/** @jsxRuntime automatic */
import type { BusinessData } from '@folio/schema';
import { Paragraphs, Section, Stats, Tags } from './section';

export function BusinessKpis({ data }: { data: BusinessData }) {
  const m = data.business_metrics;
  return (
    <Stats
      className="stats kpis"
      items={[
        { label: 'Revenue impact', value: m.revenue_impact },
        { label: 'Team size', value: m.team_size },
        { label: 'Success rate', value: m.success_rate },
        { label: 'Client satisfaction', value: m.client_satisfaction },
        { label: `Years in ${data.industry_focus.primary || 'industry'}`, value: data.industry_focus.experience_years },
      ]}
    />
  );
}

export function LeadershipSection({ data }: { data: BusinessData }) {
  const rows = data.leadership_experience.filter((row) => row.role !== '');
  if (rows.length === 0) return null;
  return (
    <Section id="leadership" title="Leadership">
      {/* Scrolls sideways on phones; focusable so keyboard users can scroll it too. */}
      <div className="table-wrap" tabIndex={0} role="region" aria-label="Leadership roles">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Role</th>
              <th scope="col">Team</th>
              <th scope="col">Duration</th>
              <th scope="col">Achievements</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.role}-${index}`}>
                <th scope="row">{row.role}</th>
                <td>{row.team_size}</td>
                <td>{row.duration}</td>
                <td>{row.achievements}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

export function InitiativesSection({ data }: { data: BusinessData }) {
  const items = data.strategic_initiatives.filter((item) => item.initiative !== '');
  if (items.length === 0) return null;
  return (
    <Section id="initiatives" title="Strategic initiatives">
      <ul className="initiatives" role="list">
        {items.map((item, index) => (
          <li key={`${item.initiative}-${index}`} className="initiative">
            <h3 className="initiative-title">{item.initiative}</h3>
            {item.timeline ? <p className="initiative-time">{item.timeline}</p> : null}
            {item.impact ? <p className="initiative-impact">{item.impact}</p> : null}
            {item.outcome ? <p className="initiative-outcome">{item.outcome}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CompetenciesSection({ data }: { data: BusinessData }) {
  if (data.core_competencies.length === 0 && data.leadership_philosophy === '') return null;
  return (
    <Section id="competencies" title="Approach">
      {data.leadership_philosophy ? (
        <blockquote className="philosophy">
          <Paragraphs text={data.leadership_philosophy} />
        </blockquote>
      ) : null}
      {data.core_competencies.length > 0 ? (
        <div className="competencies">
          <h3 className="sub-title">Core competencies</h3>
          <Tags items={data.core_competencies} />
        </div>
      ) : null}
    </Section>
  );
}
