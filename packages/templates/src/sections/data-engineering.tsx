/** @jsxRuntime automatic */
import type { EngineeringData } from '@folio/schema';
import { Section, Stats, Tags } from './section';

export function EngineeringMetrics({ data }: { data: EngineeringData }) {
  return (
    <Stats
      className="stats metrics"
      items={[
        { label: 'Years of experience', value: data.experience_years },
        { label: 'Projects completed', value: data.project_metrics.projects_completed },
        { label: 'Efficiency gained', value: data.project_metrics.efficiency_improvement },
        { label: 'Components designed', value: data.project_metrics.components_designed },
      ]}
    />
  );
}

/** Tolerances, materials and software as a specification table. */
export function SpecsSection({ data, marker }: { data: EngineeringData; marker?: string }) {
  const specs = data.technical_specs;
  const rows: { label: string; value: string }[] = [
    { label: 'Tolerance', value: specs.tolerance },
    { label: 'Materials', value: specs.materials.join(', ') },
    { label: 'Software', value: specs.software.join(', ') },
    { label: 'Specialisations', value: data.specializations.join(', ') },
  ].filter((row) => row.value !== '');
  if (rows.length === 0) return null;
  return (
    <Section id="specs" title="Technical specification" marker={marker}>
      <table className="spec-table">
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

export function CredentialsSection({ data, marker }: { data: EngineeringData; marker?: string }) {
  const certs = data.certifications.filter((cert) => cert.name !== '');
  if (certs.length === 0 && data.memberships.length === 0) return null;
  return (
    <Section id="credentials" title="Certifications and memberships" marker={marker}>
      {certs.length > 0 ? (
        <ul className="certs" role="list">
          {certs.map((cert, index) => (
            <li key={`${cert.name}-${index}`} className="cert">
              <h3 className="cert-name">{cert.name}</h3>
              <p className="cert-meta">{[cert.issuer, cert.year].filter(Boolean).join(' · ')}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {data.memberships.length > 0 ? (
        <div className="memberships">
          <h3 className="sub-title">Memberships</h3>
          <Tags items={data.memberships} />
        </div>
      ) : null}
    </Section>
  );
}
