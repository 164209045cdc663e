/** @jsxRuntime automatic */
import type { Project } from '@folio/schema';
import { safeImageSrc } from '../../lib/links';
import { categoryName, ProjectLinks } from '../../sections/projects';
import { UploadedImage } from '../../sections/image';
import { Paragraphs, Section, Tags } from '../../sections/section';
import type { ResponsiveImage } from '../../types';

interface Plate {
  src: string;
  alt: string;
}

function platesOf(project: Project): Plate[] {
  return project.pictures.flatMap((picture, index) => {
    const src = safeImageSrc(picture.img);
    return src ? [{ src, alt: picture.title || `${project.title}, photograph ${index + 1}` }] : [];
  });
}

/** Frame numbers as on a film's edge: 01A, 01B … for the plates of series 01. */
function frame(series: number, plate: number): string {
  return `${String(series + 1).padStart(2, '0')}${String.fromCharCode(65 + (plate % 26))}`;
}

/**
 * Each project is a series: its first picture full-bleed, the rest two to a row, every one at its
 * own aspect ratio (never cropped), then a wall label. The first picture of the page loads first.
 */
export function Gallery({ projects, title, images }: { projects: Project[]; title: string; images: Readonly<Record<string, ResponsiveImage>> }) {
  if (projects.length === 0) return null;
  return (
    <Section id="projects" title={title} className="gallery">
      <ol className="proj series-list" role="list">
        {projects.map((project, index) => {
          const plates = platesOf(project).slice(0, 7);
          const [lead, ...rest] = plates;
          const meta = [project.date, project.category && project.category.toLowerCase() !== 'other' ? categoryName(project.category) : ''].filter(Boolean);
          return (
            <li key={project.id} className={`proj-item series${lead ? ' has-media' : ' text-only'}${index % 2 === 1 ? ' split' : ''}`}>
              {lead ? (
                <div className="proj-media plates">
                  <figure className="plate plate-lead">
                    <UploadedImage
                      src={lead.src}
                      alt={lead.alt}
                      images={images}
                      width={1600}
                      height={1000}
                      sizes={index % 2 === 1 ? '(min-width: 900px) 68vw, 100vw' : '100vw'}
                      eager={index === 0}
                    />
                    <figcaption className="edge" aria-hidden="true">
                      {frame(index, 0)}
                    </figcaption>
                  </figure>
                  {rest.length > 0 ? (
                    <div className={`plate-row n-${Math.min(rest.length, 3)}`}>
                      {rest.map((plate, at) => (
                        <figure key={plate.src + String(at)} className="plate">
                          <UploadedImage
                            src={plate.src}
                            alt={plate.alt}
                            images={images}
                            width={1200}
                            height={800}
                            sizes={rest.length >= 3 ? '(max-width: 760px) 50vw, 34vw' : '50vw'}
                          />
                          <figcaption className="edge" aria-hidden="true">
                            {frame(index, at + 1)}
                          </figcaption>
                        </figure>
                      ))}
                    </div>
                  ) : null}
                </div>
              ) : null}
              <div className="proj-body label">
                <p className="label-no" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </p>
                <div className="label-text">
                  <h3 className="proj-title">{project.title}</h3>
                  {meta.length > 0 ? <p className="proj-meta">{meta.join(' · ')}</p> : null}
                  <Paragraphs text={project.description} className="proj-desc" />
                  <Tags items={project.technologies} label={`Technique: ${project.title}`} />
                  <ProjectLinks project={project} />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
