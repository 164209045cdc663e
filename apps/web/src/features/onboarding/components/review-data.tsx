import type { ParsedCv, ParsedEducation } from '@folio/schema';
import { Mail, MapPin, Phone } from 'lucide-react';
import { formatRange, reviewLimits, skillLevelLabel, truncate, truncation } from '../lib/review-format';
import { CheckedValue, ConfidenceBadge, ReviewSection } from './review-bits';

/** The extracted data with the spec's display limits (3 experiences, 2 educations, 12 skills, 2 projects). */
export function ReviewData({ cv }: { cv: ParsedCv }) {
  const info = cv.personal_info;
  const f = info.fields;
  return (
    <div className="grid gap-4">
      <section aria-label="Personal information" className="grid gap-3 rounded-2xl border bg-card p-5 shadow-xs">
        <div className="grid gap-1">
          <p className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {info.name ? <CheckedValue confidence={f.name?.confidence}>{info.name}</CheckedValue> : <span className="text-muted-foreground">No name found</span>}
          </p>
          {info.title && (
            <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
              <CheckedValue confidence={f.title?.confidence}>{info.title}</CheckedValue>
            </p>
          )}
        </div>
        <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm">
          {info.email && (
            <li className="flex items-center gap-1.5">
              <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Email:</span>
              <CheckedValue confidence={f.email?.confidence}>{info.email}</CheckedValue>
            </li>
          )}
          {info.phone && (
            <li className="flex items-center gap-1.5">
              <Phone className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Phone:</span>
              <CheckedValue confidence={f.phone?.confidence}>{info.phone}</CheckedValue>
            </li>
          )}
          {info.location && (
            <li className="flex items-center gap-1.5">
              <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Location:</span>
              <CheckedValue confidence={f.location?.confidence}>{info.location}</CheckedValue>
            </li>
          )}
        </ul>
        {info.summary && <p className="text-sm leading-relaxed text-foreground/80">{truncate(info.summary, 300)}</p>}
      </section>

      <ReviewSection title="Experience" count={cv.experiences.length} shown={Math.min(cv.experiences.length, reviewLimits.experiences)}>
        <ul className="grid gap-4">
          {cv.experiences.slice(0, reviewLimits.experiences).map((item, index) => (
            <li key={index} className="grid gap-1 border-l-2 border-primary/30 pl-3">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {item.position ? <CheckedValue confidence={item.fields.position?.confidence}>{item.position}</CheckedValue> : 'Untitled role'}
                {item.company && (
                  <span className="font-normal text-muted-foreground">
                    · <CheckedValue confidence={item.fields.company?.confidence}>{item.company}</CheckedValue>
                  </span>
                )}
              </p>
              <p className="flex flex-wrap items-center gap-2 text-[13px] text-muted-foreground">
                {formatRange(item.start_date, item.end_date) && (
                  <CheckedValue confidence={lowest(item.fields.start_date?.confidence, item.fields.end_date?.confidence)}>{formatRange(item.start_date, item.end_date)}</CheckedValue>
                )}
                {item.location && (
                  <>
                    {formatRange(item.start_date, item.end_date) && <span aria-hidden="true">·</span>}
                    <CheckedValue confidence={item.fields.location?.confidence}>{item.location}</CheckedValue>
                  </>
                )}
                {item.confidence < 0.8 && <ConfidenceBadge confidence={item.confidence} />}
              </p>
              {item.description && <p className="whitespace-pre-line text-sm text-foreground/80">{truncate(item.description, truncation.experience)}</p>}
            </li>
          ))}
        </ul>
      </ReviewSection>

      <ReviewSection title="Education" count={cv.educations.length} shown={Math.min(cv.educations.length, reviewLimits.educations)}>
        <ul className="grid gap-3">
          {cv.educations.slice(0, reviewLimits.educations).map((item, index) => (
            <li key={index} className="grid gap-0.5">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {item.degree ? (
                  <CheckedValue confidence={item.fields.degree?.confidence}>{item.degree}</CheckedValue>
                ) : (
                  <span className="font-normal italic text-muted-foreground">Degree not found</span>
                )}
              </p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                {item.institution && <CheckedValue confidence={item.fields.institution?.confidence}>{item.institution}</CheckedValue>}
                {item.institution && educationDetails(item) && <span aria-hidden="true">·</span>}
                {educationDetails(item)}
              </p>
            </li>
          ))}
        </ul>
      </ReviewSection>

      <ReviewSection title="Skills" count={cv.skills.length} shown={Math.min(cv.skills.length, reviewLimits.skills)}>
        <ul className="flex flex-wrap gap-2">
          {cv.skills.slice(0, reviewLimits.skills).map((skill, index) => {
            const level = skillLevelLabel(skill.level);
            return (
              <li key={index} className="inline-flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 text-sm">
                <CheckedValue confidence={skill.confidence}>{skill.name}</CheckedValue>
                {level && <span className="text-[12px] text-muted-foreground">{level}</span>}
              </li>
            );
          })}
        </ul>
      </ReviewSection>

      <ReviewSection title="Projects" count={cv.projects.length} shown={Math.min(cv.projects.length, reviewLimits.projects)}>
        <ul className="grid gap-3">
          {cv.projects.slice(0, reviewLimits.projects).map((project, index) => (
            <li key={index} className="grid gap-0.5">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {project.name ? <CheckedValue confidence={project.fields.name?.confidence}>{project.name}</CheckedValue> : 'Untitled project'}
              </p>
              {project.description && <p className="whitespace-pre-line text-sm text-foreground/80">{truncate(project.description, truncation.project)}</p>}
              {project.technologies.length > 0 && <p className="text-[13px] text-muted-foreground">{project.technologies.join(', ')}</p>}
            </li>
          ))}
        </ul>
      </ReviewSection>
    </div>
  );
}

/** The weaker of two confidences, or undefined when neither field has one. */
function lowest(...values: (number | undefined)[]): number | undefined {
  const known = values.filter((value) => value !== undefined);
  return known.length > 0 ? Math.min(...known) : undefined;
}

/** "Sep 2013 – Jun 2016 · GPA 3.8": what follows the institution. */
function educationDetails(item: ParsedEducation): string {
  return [formatRange(item.start_date, item.end_date), item.gpa && `GPA ${item.gpa}`].filter(Boolean).join(' · ');
}
