/** @jsxRuntime automatic */
import type { HomeSectionId } from '@folio/schema';
import type { RenderContext, SiteView } from '../types';
import { AllPostsLink, PostList } from './blog';
import { homeSections } from './compose';
import { ContactDetails, ContactForm, ContactIntro } from './contact';
import { EducationList, ExperienceList } from './experience';
import { ProjectList, TrainingList } from './projects';
import { Paragraphs, Section } from './section';
import { UploadedImage } from './image';
import { SkillGroups } from './skills';

/**
 * The sections every template has, each omitted when its data is empty. Templates choose
 * the order, titles, markers and variants; their stylesheets give them their look.
 */
interface SectionOptions {
  title?: string;
  marker?: string;
  className?: string;
}

export function AboutSection({ view, title = 'About', marker, className }: SectionOptions & { view: SiteView }) {
  if (view.site.description.trim() === '') return null;
  return (
    <Section id="about" title={title} marker={marker} className={className}>
      <Paragraphs text={view.site.description} className="about-text" />
    </Section>
  );
}

export function ExperienceSection({ view, title = 'Experience', marker, className }: SectionOptions & { view: SiteView }) {
  if (view.site.experiences.length === 0) return null;
  return (
    <Section id="experience" title={title} marker={marker} className={className}>
      <ExperienceList items={view.site.experiences} />
    </Section>
  );
}

export function EducationSection({ view, title = 'Education', marker, className }: SectionOptions & { view: SiteView }) {
  if (view.site.educations.length === 0) return null;
  return (
    <Section id="education" title={title} marker={marker} className={className}>
      <EducationList items={view.site.educations} />
    </Section>
  );
}

export function SkillsSection({
  view,
  title = 'Skills',
  marker,
  className,
  variant,
}: SectionOptions & { view: SiteView; variant?: 'chips' | 'levels' }) {
  if (view.site.skills.every((group) => group.info.length === 0)) return null;
  return (
    <Section id="skills" title={title} marker={marker} className={className}>
      <SkillGroups items={view.site.skills.filter((group) => group.info.length > 0)} variant={variant} />
    </Section>
  );
}

export function ProjectsSection({
  view,
  title = 'Projects',
  marker,
  className,
  variant,
}: SectionOptions & { view: SiteView; variant?: 'cards' | 'gallery' | 'list' }) {
  if (view.site.projects.length === 0) return null;
  return (
    <Section id="projects" title={title} marker={marker} className={className}>
      <ProjectList items={view.site.projects} variant={variant} images={view.images} />
    </Section>
  );
}

export function TrainingsSection({ view, title = 'Training', marker, className }: SectionOptions & { view: SiteView }) {
  if (view.site.trainings.length === 0) return null;
  return (
    <Section id="training" title={title} marker={marker} className={className}>
      <TrainingList items={view.site.trainings} images={view.images} />
    </Section>
  );
}

export function BlogSection({ view, title = 'Writing', marker, className }: SectionOptions & { view: SiteView }) {
  if (view.posts.length === 0) return null;
  return (
    <Section id="writing" title={title} marker={marker} className={className}>
      <PostList posts={view.posts.slice(0, 3)} />
      <AllPostsLink count={view.posts.length} />
    </Section>
  );
}

export function ContactSection({
  view,
  ctx,
  title = 'Get in touch',
  marker,
  className,
  submitLabel,
}: SectionOptions & { view: SiteView; ctx: RenderContext; submitLabel?: string }) {
  const c = view.site.contact;
  // Without an intro or details the form stands alone, with a one-line lead instead of an empty column.
  const hasInfo = c.description.trim() !== '' || view.email != null || view.phone != null || c.location !== '' || c.available_for_freelance || ctx.cvUrl !== undefined;
  const hasForm = ctx.contactAction !== null;
  if (!hasInfo && !hasForm) return null;
  return (
    <Section
      id="contact"
      title={title}
      marker={marker}
      className={className}
      lead={hasInfo || !hasForm ? undefined : `Send ${view.name} a message using the form below.`}
    >
      <div className={hasInfo ? 'contact-grid' : 'contact-grid no-info'}>
        {hasInfo ? (
          <div className="contact-info">
            <ContactIntro view={view} />
            <ContactDetails view={view} />
            {ctx.cvUrl ? (
              <p className="cv-download">
                <a href={ctx.cvUrl} download>
                  Download CV <span className="cv-format">(PDF)</span>
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
        {hasForm ? <ContactForm ctx={ctx} submitLabel={submitLabel} /> : null}
      </div>
    </Section>
  );
}

/**
 * The owner's professional headline ("Product Designer"). Every template puts it right after
 * the name, so it reads the same wherever the owner looks; each stylesheet gives it its look.
 */
export function Headline({ view }: { view: SiteView }) {
  return view.headline ? (
    <p className="headline" dir="auto">
      {view.headline}
    </p>
  ) : null;
}

/** The profile picture, or the owner's initials in its place. */
export function Portrait({ view, className = 'portrait', size = 320, eager = true }: { view: SiteView; className?: string; size?: number; eager?: boolean }) {
  if (view.picture) {
    return <UploadedImage className={className} src={view.picture} alt={`Portrait of ${view.name}`} images={view.images} width={size} height={size} sizes={`(max-width: ${size}px) 100vw, ${size}px`} eager={eager} />;
  }
  return (
    <span className={`${className} monogram`} aria-hidden="true">
      {view.initials}
    </span>
  );
}

const navLabels: Partial<Record<HomeSectionId, string>> = {
  about: 'About',
  experience: 'Experience',
  projects: 'Projects',
  skills: 'Skills',
  education: 'Education',
  writing: 'Writing',
  contact: 'Contact',
};

/** Navigation to the sections that are shown, in the owner's order. */
export function SectionNav({
  view,
  className = 'nav',
  include,
  base = '',
}: {
  view: SiteView;
  className?: string;
  include?: HomeSectionId[];
  /** '/' on pages other than home, so the anchors lead back to it. */
  base?: string;
}) {
  const entries = homeSections(view)
    .shown.filter((id) => navLabels[id] !== undefined && (include == null || include.includes(id)))
    .map((id) => ({ id, label: navLabels[id] }));
  if (entries.length < 2) return null;
  return (
    <nav className={className} aria-label="Sections">
      <ul role="list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`${base}#${entry.id}`}>{entry.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Markers ('01', 'A') over the sections actually shown, in page order (the owner's), so an
 * omitted or hidden section leaves no gap. `order` names the sections that take a marker.
 */
export function sectionMarkers(view: SiteView, order: HomeSectionId[], format: (index: number) => string): Partial<Record<HomeSectionId, string>> {
  const markers: Partial<Record<HomeSectionId, string>> = {};
  let next = 0;
  for (const id of homeSections(view).shown) if (order.includes(id)) markers[id] = format(next++);
  return markers;
}
