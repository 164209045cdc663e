import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function kernelDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'kernel',
    name: 'Anika Sørensen',
    intro: 'Staff engineer working on storage engines and the tools around them. Maintainer of tidewater; I talk about databases at conferences more often than is healthy.',
    description:
      'Fourteen years in systems programming, the last eight on databases: write-ahead logs, compaction, query execution and the benchmarks that keep them honest.\nI maintain two open-source projects with about forty regular contributors between them, and I spend a day a week reviewing code and mentoring engineers who are new to systems work.',
    picture: img('anika-sorensen'),
    contact: { email: 'anika@sorensen.example', title: 'Staff Software Engineer · Storage', location: 'Copenhagen, Denmark', description: 'Open to staff and principal roles on database or infrastructure teams, and to conference and podcast invitations.', available_for_freelance: false },
    projects: [
      { title: 'tidewater', category: 'data', date: '2019 - now', description: 'An embeddable time-series storage engine in Rust: columnar blocks, a crash-safe write-ahead log and compaction that never stalls writes.\n• 4,300 stars, 38 contributors\n• Used in production by three observability vendors', technologies: ['Rust', 'io_uring', 'Parquet'], pictures: [{ img: img('kernel-1'), title: 'tidewater benchmark output in a terminal' }], code_url: 'https://github.com/example/tidewater', implementation: 'https://tidewater.example.dev/docs' },
      { title: 'raftlet', category: 'api', date: '2021', description: 'A small, readable Raft implementation written for teaching; the test suite injects partitions and clock skew.', technologies: ['Go', 'Jepsen-style tests'], pictures: [{ img: img('kernel-2'), title: 'raftlet cluster state diagram' }], code_url: 'https://github.com/example/raftlet', implementation: '' },
      { title: 'perfscope', category: 'desktop', date: '2023', description: 'Turns Linux perf output into flame graphs you can diff between two commits.', technologies: ['Rust', 'WebAssembly'], pictures: [{ img: img('kernel-3'), title: 'Two flame graphs compared' }], code_url: 'https://gitlab.com/example/perfscope', implementation: '' },
    ],
    experiences: [
      { position: 'Staff Software Engineer, Storage', name: 'Vantage Data', place: 'Copenhagen', date: '2020 - Present', description: '• Tech lead for the storage layer (11 engineers)\n• New compaction scheduler: p99 write latency down 70% under load\n• Wrote the on-call runbooks and the storage design review process', skills: ['Rust', 'C++', 'Kubernetes'] },
      { position: 'Senior Software Engineer', name: 'Nordlys Systems', place: 'Aarhus', date: '2015 - 2020', description: 'Query execution for an analytics database: vectorised operators and the cost-based join planner.', skills: ['C++', 'LLVM'] },
      { position: 'Software Engineer', name: 'Fjordnet Telecom', place: 'Copenhagen', date: '2011 - 2015', description: 'Billing pipeline and its first automated load tests.', skills: ['Java', 'PostgreSQL'] },
    ],
    educations: [{ degree: 'MSc Computer Science and Engineering', name: 'Technical University of Denmark (DTU)', place: 'Lyngby', date: '2009 - 2011', gpa: '11.2 / 12', description: 'Thesis: lock-free B-trees on non-volatile memory.', skills: ['Databases', 'Concurrency'] }],
    skills: {
      Languages: ['Rust:expert', 'C++:expert', 'Go:advanced', 'Python:advanced'],
      Systems: ['Storage engines:expert', 'Linux performance:expert', 'Consensus (Raft):advanced', 'io_uring:advanced'],
      Practice: ['Code review:expert', 'Mentoring:advanced', 'Technical writing:advanced'],
    },
    trainings: [{ title: 'Linux Foundation Certified Engineer', institute: 'The Linux Foundation', description: '', date: '2018', skills: ['Linux'] }],
    posts: [
      { title: 'Slides and notes: compaction without stalls (RustConf 2024)', slug: 'compaction-without-stalls', content: '<p>The talk in prose, with the benchmark scripts.</p><pre><code>cargo bench --bench compaction -- --save-baseline main</code></pre>', excerpt: 'The talk in prose, with the benchmark scripts.', published_at: '2024-09-14T08:00:00.000Z' },
      { title: 'Write-ahead logs explained on one whiteboard (Strange Loop 2023)', slug: 'write-ahead-logs-whiteboard', content: '<p>fsync is a promise; here is how to keep it.</p>', excerpt: 'fsync is a promise; here is how to keep it.', published_at: '2023-09-22T08:00:00.000Z' },
      { title: 'Reviewing systems code: a checklist', slug: 'reviewing-systems-code', content: '<p>Twelve questions I ask of every storage change.</p>', excerpt: 'Twelve questions I ask of every storage change.', published_at: '2023-03-02T08:00:00.000Z' },
    ],
  });
}
