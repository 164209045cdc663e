/** @jsxRuntime automatic */
import type { CreativeData } from '@folio/schema';
import { Paragraphs, Section, Stats, Tags } from './section';

export function CreativeMetrics({ data }: { data: CreativeData }) {
  const m = data.creative_metrics;
  return (
    <Stats
      className="stats metrics"
      items={[
        { label: 'Projects', value: m.projects_completed },
        { label: 'Years practising', value: m.experience_years },
        { label: 'Client satisfaction', value: m.client_satisfaction },
      ]}
    />
  );
}

export function ArtistStatement({ data }: { data: CreativeData }) {
  if (data.artistic_philosophy === '' && data.influences.length === 0) return null;
  return (
    <Section id="statement" title="Statement">
      {data.artistic_philosophy ? (
        <blockquote className="philosophy">
          <Paragraphs text={data.artistic_philosophy} />
        </blockquote>
      ) : null}
      {data.influences.length > 0 ? (
        <div className="influences">
          <h3 className="sub-title">Influences</h3>
          <Tags items={data.influences} />
        </div>
      ) : null}
    </Section>
  );
}

export function RecognitionSection({ data }: { data: CreativeData }) {
  const exhibitions = data.exhibitions.filter((item) => item.name !== '');
  const awards = data.awards.filter((item) => item.award !== '');
  if (exhibitions.length === 0 && awards.length === 0) return null;
  return (
    <Section id="recognition" title="Exhibitions and awards">
      <div className="recognition">
        {exhibitions.length > 0 ? (
          <div className="rec-col">
            <h3 className="sub-title">Exhibitions</h3>
            <ul className="rec-list" role="list">
              {exhibitions.map((item, index) => (
                <li key={`${item.name}-${index}`}>
                  <span className="rec-year">{item.year}</span>
                  <span className="rec-name">{item.name}</span>
                  <span className="rec-detail">{[item.venue, `${item.type} exhibition`].filter(Boolean).join(' · ')}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {awards.length > 0 ? (
          <div className="rec-col">
            <h3 className="sub-title">Awards</h3>
            <ul className="rec-list" role="list">
              {awards.map((item, index) => (
                <li key={`${item.award}-${index}`}>
                  <span className="rec-year">{item.year}</span>
                  <span className="rec-name">{item.award}</span>
                  <span className="rec-detail">{[item.organization, item.category].filter(Boolean).join(' · ')}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Section>
  );
}

export function ToolsSection({ data }: { data: CreativeData }) {
  const groups = [
    { title: 'Design software', items: data.tools.design_software },
    { title: 'Animation', items: data.tools.animation_tools },
    { title: 'Traditional media', items: data.tools.traditional_media },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <Section id="tools" title="Tools">
      <div className="tools">
        {groups.map((group) => (
          <div key={group.title} className="tool-group">
            <h3 className="sub-title">{group.title}</h3>
            <Tags items={group.items} />
          </div>
        ))}
      </div>
    </Section>
  );
}

