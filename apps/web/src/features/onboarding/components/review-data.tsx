import type { ParsedCv } from '@folio/schema';
import { Mail, MapPin, Phone } from 'lucide-react';
import { formatRange, reviewLimits, skillLevelLabel, truncate, truncation } from '../lib/review-format';
import { ConfidenceBadge, ReviewSection, WeakFlag } from './review-bits';

/** The extracted data with the spec's display limits (3 experiences, 2 educations, 12 skills, 2 projects). */
export function ReviewData({ cv }: { cv: ParsedCv }) {
  const info = cv.personal_info;
  const f = info.fields;
  return (
    <div className="grid gap-4">
      <section aria-label="Personal information" className="grid gap-3 rounded-2xl border bg-card p-5 shadow-xs">
        <div className="grid gap-1">
          <p className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {info.name || <span className="text-muted-foreground">No name found</span>}
            <WeakFlag confidence={f.name?.confidence} />
          </p>
          {info.title && (
            <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
              {info.title}
              <WeakFlag confidence={f.title?.confidence} />
            </p>
          )}
        </div>
        <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm">
          {info.email && (
            <li className="flex items-center gap-1.5">
              <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Email:</span>
              {info.email}
              <WeakFlag confidence={f.email?.confidence} />
            </li>
          )}
          {info.phone && (
            <li className="flex items-center gap-1.5">
              <Phone className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Phone:</span>
              {info.phone}
              <WeakFlag confidence={f.phone?.confidence} />
            </li>
          )}
          {info.location && (
            <li className="flex items-center gap-1.5">
              <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Location:</span>
              {info.location}
              <WeakFlag confidence={f.location?.confidence} />
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
                {item.position || 'Untitled role'}
                <WeakFlag confidence={item.fields.position?.confidence} />
                {item.company && <span className="font-normal text-muted-foreground">· {item.company}</span>}
                <WeakFlag confidence={item.fields.company?.confidence} />
              </p>
              <p className="flex flex-wrap items-center gap-2 text-[13px] text-muted-foreground">
                {[formatRange(item.start_date, item.end_date), item.location].filter(Boolean).join(' · ')}
                <WeakFlag confidence={item.fields.start_date?.confidence} />
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
                {item.degree || 'Degree not found'}
                <WeakFlag confidence={item.fields.degree?.confidence} />
              </p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                {[item.institution, formatRange(item.start_date, item.end_date), item.gpa && `GPA ${item.gpa}`].filter(Boolean).join(' · ')}
                <WeakFlag confidence={item.fields.institution?.confidence} />
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
                {skill.name}
                {level && <span className="text-[12px] text-muted-foreground">{level}</span>}
                <WeakFlag confidence={skill.confidence} />
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
                {project.name || 'Untitled project'}
                <WeakFlag confidence={project.fields.name?.confidence} />
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
