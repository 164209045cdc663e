/** @jsxRuntime automatic */
import type { Picture, Project, Training } from '@folio/schema';
import { safeHref, safeImageSrc } from '../lib/links';
import { Paragraphs, Tags } from './section';

const categoryNames: Record<string, string> = {
  web: 'Web',
  mobile: 'Mobile',
  desktop: 'Desktop',
  api: 'API',
  data: 'Data',
  ml: 'Machine learning',
  design: 'Design',
  research: 'Research',
  other: 'Other',
};

export function categoryName(value: string): string {
  return categoryNames[value.toLowerCase()] ?? value;
}

function usablePictures(pictures: Picture[]): { src: string; title: string }[] {
  return pictures.flatMap((picture) => {
    const src = safeImageSrc(picture.img);
    return src ? [{ src, title: picture.title }] : [];
  });
}

/** Live Demo and Source Code, each named after its project for screen readers. */
export function ProjectLinks({ project, className = 'proj-links' }: { project: Project; className?: string }) {
  const live = safeHref(project.implementation);
  const code = safeHref(project.code_url);
  if (!live && !code) return null;
  return (
    <p className={className}>
      {live ? (
        <a className="link-live" href={live} rel="noopener">
          Live Demo<span className="vh"> of {project.title}</span>
        </a>
      ) : null}
      {code ? (
        <a className="link-code" href={code} rel="noopener">
          Source Code<span className="vh"> of {project.title}</span>
        </a>
      ) : null}
    </p>
  );
}

interface ProjectsProps {
  items: Project[];
  /** cards: picture on top; gallery: pictures lead, up to three; list: no pictures. */
  variant?: 'cards' | 'gallery' | 'list';
}

export function ProjectList({ items, variant = 'cards' }: ProjectsProps) {
  return (
    <ul className={`proj proj-${variant}`} role="list">
      {items.map((project) => {
        const pictures = usablePictures(project.pictures);
        const shown = variant === 'list' ? [] : pictures.slice(0, variant === 'gallery' ? 3 : 1);
        const meta = [project.category && project.category.toLowerCase() !== 'other' ? categoryName(project.category) : '', project.date].filter(Boolean);
        return (
          <li key={project.id} className={`proj-item${shown.length > 0 ? ' has-media' : ''}`}>
            {shown.length > 0 ? (
              <div className={`proj-media n-${shown.length}`}>
                {shown.map((picture, index) => (
                  <img
                    key={picture.src + String(index)}
                    src={picture.src}
                    alt={picture.title || `${project.title}, image ${index + 1}`}
                    width={1200}
                    height={750}
                    loading="lazy"
                    decoding="async"
                  />
                ))}
              </div>
            ) : null}
            <div className="proj-body">
              {meta.length > 0 ? <p className="proj-meta">{meta.join(' · ')}</p> : null}
              <h3 className="proj-title">{project.title}</h3>
              <Paragraphs text={project.description} className="proj-desc" />
              <Tags items={project.technologies} label={`Technologies: ${project.title}`} />
              <ProjectLinks project={project} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function TrainingList({ items }: { items: Training[] }) {
  return (
    <ul className="tr" role="list">
      {items.map((training) => {
        const picture = usablePictures(training.pictures)[0];
        return (
          <li key={training.id} className="tr-item">
            {picture ? (
              <img className="tr-img" src={picture.src} alt={picture.title || training.title} width={160} height={160} loading="lazy" decoding="async" />
            ) : null}
            <div className="tr-body">
              <h3 className="tr-title">{training.title}</h3>
              <p className="tr-meta">
                {training.institute}
                {training.date ? <span className="tr-date"> · {training.date}</span> : null}
              </p>
              <Paragraphs text={training.description} className="tr-desc" />
              <Tags items={training.skills} label={`Skills: ${training.title}`} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
