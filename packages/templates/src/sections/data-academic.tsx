/** @jsxRuntime automatic */
import type { AcademicData } from '@folio/schema';
import { safeHref } from '../lib/links';
import { Paragraphs, Section, Stats, Tags } from './section';

export function AcademicMetrics({ data }: { data: AcademicData }) {
  const m = data.academic_metrics;
  const r = data.research_metrics;
  return (
    <Stats
      className="stats metrics"
      items={[
        { label: 'Publications', value: m.publications_count || data.publications_count },
        { label: 'Research papers', value: r.research_papers },
        { label: 'Conferences', value: m.conferences_count },
        { label: 'Awards', value: m.awards_count },
        { label: 'Years of research', value: m.research_years },
        { label: 'Experiments', value: data.experiments_count },
        { label: 'Models deployed', value: r.models_deployed },
        { label: 'Datasets analysed', value: r.datasets_analyzed },
        { label: 'Model accuracy', value: r.accuracy_rate ? `${r.accuracy_rate}%` : 0 },
      ]}
    />
  );
}

export function ScholarLink({ data }: { data: AcademicData }) {
  const href = safeHref(data.scholar_profile);
  if (!href) return null;
  return (
    <p className="scholar">
      <a href={href} rel="noopener">
        Scholar profile
      </a>
    </p>
  );
}

export function ResearchSection({ data }: { data: AcademicData }) {
  const stats = data.philosophy_stats.filter((stat) => stat.text !== '');
  if (data.research_areas.length === 0 && data.philosophy === '' && stats.length === 0) return null;
  return (
    <Section id="research" title="Research">
      {data.research_areas.length > 0 ? (
        <div className="research-areas">
          <h3 className="sub-title">Research interests</h3>
          <Tags items={data.research_areas} />
        </div>
      ) : null}
      {data.philosophy ? (
        <blockquote className="philosophy">
          <Paragraphs text={data.philosophy} />
        </blockquote>
      ) : null}
      {stats.length > 0 ? (
        <ul className="pstats" role="list">
          {stats.map((stat, index) => (
            <li key={index}>
              {stat.icon ? (
                <span className="pstat-icon" aria-hidden="true">
                  {stat.icon}
                </span>
              ) : null}
              <span>{stat.text}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

export function AchievementsSection({ data }: { data: AcademicData }) {
  if (data.achievements.length === 0) return null;
  return (
    <Section id="achievements" title="Honours and achievements">
      <ul className="achievements" role="list">
        {data.achievements.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}
