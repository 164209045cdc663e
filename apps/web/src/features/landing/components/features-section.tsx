import { FileText, Gauge, Globe, LayoutTemplate, MonitorSmartphone, ShieldCheck } from 'lucide-react';
import { SectionHeading } from './section-heading';

const features = [
  {
    icon: FileText,
    title: 'Starts from your CV',
    text: 'Upload a PDF, DOCX or DOC, or paste the text. Folio finds your experience, education, skills and projects, and shows you what it found.',
  },
  {
    icon: LayoutTemplate,
    title: 'A template that fits',
    text: 'Folio suggests a template for your field and seniority and tells you why. Switch to another whenever you like.',
  },
  {
    icon: MonitorSmartphone,
    title: 'Edit with a live preview',
    text: 'Change any section and see it as visitors will, on a phone, a tablet and a desktop, while you type.',
  },
  {
    icon: Globe,
    title: 'Publish in one click',
    text: 'Your site goes live on its own address, with a contact form that brings visitors’ messages to your inbox.',
  },
  {
    icon: Gauge,
    title: 'Fast pages that search engines read',
    text: 'Your site is plain, quick HTML with its own title, description and sitemap, readable on any phone and with a screen reader.',
  },
  {
    icon: ShieldCheck,
    title: 'Private by design',
    text: 'Your CV is processed on Folio’s own servers and your data is never sold. Drafts stay visible to you alone.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="border-t bg-canvas py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything between your CV and your website"
          text="Folio does the tedious part, so your time goes into what makes your work stand out."
        />
        <ul className="mt-14 grid gap-px overflow-hidden rounded-2xl border bg-border sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="grid content-start gap-3 bg-background p-7">
              <span className="grid size-10 place-items-center rounded-lg border bg-primary-soft text-primary-text">
                <feature.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-2 font-semibold tracking-tight">{feature.title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
