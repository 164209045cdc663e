import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function circuitDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'circuit-flow',
    name: 'Leo Navarro',
    intro: 'Platform engineer. I build the boring, reliable infrastructure that lets product teams ship on a Friday.',
    description:
      'Eleven years in backend and platform engineering, from a two-person startup to a payments network handling 4,000 requests a second. I care about observability, fast builds and on-call rotations nobody dreads.',
    picture: img('leo-navarro'),
    contact: { email: 'leo@example.dev', title: 'Staff Platform Engineer', location: 'Barcelona · remote', description: 'Open to staff and principal roles on platform or infrastructure teams.', available_for_freelance: false },
    experiences: [
      { position: 'Staff Platform Engineer', name: 'Paystream', place: 'Barcelona', date: '2021 - Present', description: 'Lead the platform group (7 engineers). Moved 140 services to Kubernetes with zero customer-facing downtime; p99 latency down 38%.', skills: ['Kubernetes', 'Go', 'Terraform'] },
      { position: 'Senior Backend Engineer', name: 'Cartograph', place: 'Madrid', date: '2017 - 2021', description: 'Designed the event pipeline (Kafka, 2B events/day) and the tile-rendering service.', skills: ['Kafka', 'Rust', 'PostgreSQL'] },
      { position: 'Software Engineer', name: 'Tinybox', place: 'Valencia', date: '2014 - 2017', description: 'First engineering hire; built the API and the deploy pipeline.', skills: ['Python', 'AWS'] },
    ],
    educations: [{ degree: 'BSc Computer Engineering', name: 'Universitat Politècnica de València', place: 'Valencia', date: '2010 - 2014', gpa: '8.7 / 10', description: '', skills: ['Distributed systems', 'Compilers'] }],
    skills: {
      Languages: ['Go:expert', 'Rust:advanced', 'TypeScript:advanced', 'Python:advanced'],
      Infrastructure: ['Kubernetes:expert', 'Terraform:expert', 'PostgreSQL:advanced', 'Kafka:advanced'],
      Practices: ['Observability:expert', 'Incident response:advanced', 'CI/CD:expert'],
    },
    projects: [
      { title: 'shipyard', category: 'api', date: '2024', description: 'Open-source deploy orchestrator: progressive rollouts with automatic rollback on SLO burn.', technologies: ['Go', 'Kubernetes'], pictures: [{ img: img('circuit-1'), title: 'shipyard command-line output' }], code_url: 'https://github.com/example/shipyard', implementation: 'https://example.dev/shipyard' },
      { title: 'tracewire', category: 'data', date: '2022', description: 'Tail-based trace sampling that keeps every error and 1% of the rest.', technologies: ['Rust', 'OpenTelemetry'], pictures: [{ img: img('circuit-2'), title: 'tracewire dashboard' }], code_url: 'https://github.com/example/tracewire', implementation: '' },
      { title: 'Gearbox', category: 'desktop', date: '2020', description: 'A tiny build cache server that made CI 3x faster.', technologies: ['Go'], pictures: [{ img: img('circuit-3'), title: 'Gearbox architecture drawing' }], code_url: 'https://github.com/example/gearbox', implementation: '' },
    ],
    trainings: [{ title: 'Certified Kubernetes Administrator', institute: 'CNCF', description: '', date: '2022', skills: ['Kubernetes'] }],
    posts: [
      { title: 'Our on-call rotation, one year later', slug: 'on-call-one-year-later', content: '<p>Pages per week went from 31 to 4. Here is what we changed.</p><pre><code>alert: error_budget_burn &gt; 2</code></pre>', excerpt: 'Pages per week went from 31 to 4. Here is what we changed.', published_at: '2024-12-01T08:00:00.000Z' },
      { title: 'Make the build fast first', slug: 'make-the-build-fast-first', content: '<p>A fast build is a feature for every engineer.</p>', excerpt: 'A fast build is a feature for every engineer.', published_at: '2024-07-09T08:00:00.000Z' },
    ],
  });
}
