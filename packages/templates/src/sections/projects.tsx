/** @jsxRuntime automatic */
import type { Picture, Project, Training } from '@folio/schema';
import { safeHref, safeImageSrc } from '../lib/links';
import type { ResponsiveImage } from '../types';
import { UploadedImage } from './image';
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
  /** Uploaded pictures' sizes and copies (ctx.images). */
  images?: Readonly<Record<string, ResponsiveImage>>;
  /** How wide a project's first picture is drawn (the sizes attribute). */
  sizes?: string;
}

/** A card's picture: the full width on a phone, a column of a two- or three-column grid above. */
const cardSizes = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 560px';

export function ProjectList({ items, variant = 'cards', images = {}, sizes = cardSizes }: ProjectsProps) {
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
                  <UploadedImage
                    key={picture.src + String(index)}
                    src={picture.src}
                    alt={picture.title || `${project.title}, image ${index + 1}`}
                    images={images}
                    width={1200}
                    height={750}
                    sizes={index === 0 ? sizes : '(max-width: 640px) 50vw, 280px'}
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

export function TrainingList({ items, images = {} }: { items: Training[]; images?: Readonly<Record<string, ResponsiveImage>> }) {
  return (
    <ul className="tr" role="list">
      {items.map((training) => {
        const picture = usablePictures(training.pictures)[0];
        return (
          <li key={training.id} className="tr-item">
            {picture ? (
              <UploadedImage className="tr-img" src={picture.src} alt={picture.title || training.title} images={images} width={160} height={160} sizes="96px" />
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
