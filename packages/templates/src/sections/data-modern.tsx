/** @jsxRuntime automatic */
import type { ModernData } from '@folio/schema';
import type { ReactNode } from 'react';
import { safeHref } from '../lib/links';
import { Paragraphs, Section } from './section';

const ratingLabel = ['Beginner', 'Basic', 'Intermediate', 'Advanced', 'Expert'] as const;

export function hasModernExtras(data: ModernData): boolean {
  return data.values.length + data.soft_skills.length + data.certifications.length > 0 || data.philosophy !== '';
}

export function ValuesSection({ data, title = 'Values' }: { data: ModernData; title?: ReactNode }) {
  const values = data.values.filter((value) => value.title !== '');
  if (values.length === 0) return null;
  return (
    <Section id="values" title={title}>
      <ul className="values" role="list">
        {data.values.map((value, index) =>
          value.title === '' ? null : (
            <li key={`${value.title}-${index}`} className={`value val-${index}`}>
              <span className="value-mark" aria-hidden="true">
                {Array.from(value.title)[0]?.toUpperCase()}
              </span>
              <h3 className="value-title">{value.title}</h3>
              {value.description ? <p className="value-desc">{value.description}</p> : null}
            </li>
          ),
        )}
      </ul>
    </Section>
  );
}

export function PhilosophySection({ data, title = 'Philosophy' }: { data: ModernData; title?: ReactNode }) {
  if (data.philosophy === '') return null;
  return (
    <Section id="philosophy" title={title}>
      <blockquote className="philosophy">
        <Paragraphs text={data.philosophy} />
      </blockquote>
    </Section>
  );
}

/** A 1-5 rating drawn as five pips, read as text. */
export function Rating({ value }: { value: number }) {
  const clamped = Math.min(5, Math.max(1, Math.round(value)));
  return (
    <span className={`rating r-${clamped}`}>
      <span className="vh">
        {ratingLabel[clamped - 1]}, {clamped} out of 5
      </span>
      <span className="pips" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((pip) => (
          <span key={pip} className={pip <= clamped ? 'pip on' : 'pip'} />
        ))}
      </span>
    </span>
  );
}

export function SoftSkillsSection({ data, title = 'Strengths' }: { data: ModernData; title?: ReactNode }) {
  const skills = data.soft_skills.filter((skill) => skill.name !== '');
  if (skills.length === 0) return null;
  return (
    <Section id="strengths" title={title}>
      <ul className="soft" role="list">
        {skills.map((skill) => (
          <li key={skill.name} className="soft-item">
            <div className="soft-head">
              <h3 className="soft-name">{skill.name}</h3>
              <Rating value={skill.rating} />
            </div>
            {skill.description ? <p className="soft-desc">{skill.description}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CertificationsSection({ data, title = 'Certifications' }: { data: ModernData; title?: ReactNode }) {
  const certs = data.certifications.filter((cert) => cert.name !== '');
  if (certs.length === 0) return null;
  return (
    <Section id="certifications" title={title}>
      <ul className="certs" role="list">
        {certs.map((cert, index) => {
          const link = safeHref(cert.link);
          return (
            <li key={`${cert.name}-${index}`} className="cert">
              <h3 className="cert-name">{cert.name}</h3>
              <p className="cert-meta">{[cert.issuer, cert.date].filter(Boolean).join(' · ')}</p>
              {link ? (
                <a className="cert-link" href={link} rel="noopener">
                  Verify<span className="vh"> {cert.name}</span>
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
