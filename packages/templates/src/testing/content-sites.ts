import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite, type DemoInput } from '../demo/make';
import { getDemoWebsite } from '../index';

/**
 * Websites filled as real people fill them, for the checks and screenshots of every template: a
 * dense CV, a sparse one, one in Arabic, one in Chinese, one whose descriptions are lines, and one of
 * long names, words and URLs. No pictures (a real CV brings none), template data only in the dense one.
 */

const dense: Omit<DemoInput, 'slug'> = {
  name: 'Andrés Beltrán',
  intro: 'Staff engineer who builds payment systems that stay up on the busiest day of the year.',
  description:
    'Twelve years building backend systems for payments and logistics, the last six as a tech lead.\n\nI like problems where correctness and scale meet: ledgers, idempotent APIs, reconciliation. Outside work I mentor engineers through ADPList and organise the Madrid Go meetup.',
  contact: { email: 'andres.beltran@example.com', title: 'Staff Software Engineer', location: 'Madrid, Spain', phone: '+34 612 345 678', show_phone: true, description: 'Open to staff and principal roles in Europe, remote or hybrid.', available_for_freelance: false },
  experiences: [
    {
      position: 'Staff Software Engineer',
      name: 'Cabify',
      place: 'Madrid',
      date: 'Apr 2021 - Present',
      description:
        '• Led the redesign of the payments ledger, moving 40M monthly transactions to double-entry accounting with no downtime\n• Cut p99 latency of the charge API from 800 ms to 120 ms\n• Mentored six engineers; two promoted to senior\n• Wrote the incident review process now used by 30 teams',
      skills: ['Go', 'PostgreSQL', 'Kafka'],
    },
    {
      position: 'Senior Backend Engineer',
      name: 'Glovo',
      place: 'Barcelona',
      date: 'Jan 2017 - Mar 2021',
      description: 'Courier dispatch and payouts for 60,000 couriers in 20 countries.\n- Built the payout reconciliation service\n- Introduced contract tests between 14 services\n- On-call lead for the dispatch platform',
      skills: ['Java', 'Kotlin', 'AWS'],
    },
    { position: 'Backend Engineer', name: 'Tuenti', place: 'Madrid', date: 'Sep 2013 - Dec 2016', description: 'Billing platform for a mobile operator with 3M subscribers. Migrated the rating engine from PHP to Java.', skills: ['Java', 'MySQL'] },
    { position: 'Software Engineering Intern', name: 'Telefónica I+D', place: 'Madrid', date: 'Jun 2012 - Aug 2013', description: '', skills: [] },
  ],
  educations: [
    { degree: 'MSc Computer Science', name: 'Universidad Politécnica de Madrid', place: 'Madrid', date: '2011 - 2013', gpa: '', description: 'Thesis on consistency models for geo-replicated databases.', skills: ['Distributed systems'] },
    { degree: 'BSc Telecommunications Engineering', name: 'Universidad Carlos III de Madrid', place: 'Leganés', date: '2007 - 2011', gpa: '8.6/10', description: '', skills: [] },
  ],
  skills: {
    Languages: ['Go:expert', 'Java:expert', 'Kotlin:advanced', 'Python:intermediate', 'SQL:expert'],
    Infrastructure: ['PostgreSQL:expert', 'Kafka:advanced', 'Kubernetes:advanced', 'AWS:advanced', 'Terraform:intermediate'],
    Practices: ['Domain-driven design', 'Incident management', 'Mentoring'],
    'Spoken languages': ['Spanish:expert', 'English:advanced', 'French:beginner'],
  },
  projects: [
    { title: 'ledgerkit', category: 'api', date: '2023', description: 'An open-source double-entry ledger library for Go, used in production by four companies.', technologies: ['Go', 'PostgreSQL'], code_url: 'https://github.com/andresbeltran/ledgerkit', implementation: '' },
    { title: 'Madrid Go meetup', category: 'other', date: '2018 - Present', description: 'Monthly meetup with 2,400 members; I run the talks programme.', technologies: [], code_url: '', implementation: 'https://www.meetup.com/madrid-go' },
    { title: 'Reconciliation dashboards', category: 'data', date: '2020', description: 'Daily reconciliation of courier payouts against bank statements.', technologies: ['Python', 'Metabase'], code_url: '', implementation: '' },
  ],
  trainings: [
    { title: 'AWS Certified Solutions Architect – Professional', institute: 'Amazon Web Services', description: '', date: '2022', skills: [] },
    { title: 'Certified Kubernetes Administrator', institute: 'CNCF', description: '', date: '2020', skills: [] },
  ],
};

export function denseWebsite(slug: string): WebsiteWithSections {
  // The template's own data (KPIs, publications...) from its demo: a real owner fills that form too.
  return { ...makeDemoWebsite({ slug, ...dense }), template_data: getDemoWebsite(slug).template_data, subdomain: 'andres-beltran' };
}

/** What a first-job CV gives: a name, a headline, an e-mail, one short role and a degree. */
export function sparseWebsite(slug: string): WebsiteWithSections {
  return makeDemoWebsite({
    slug,
    name: 'Lucía Ortega',
    intro: '',
    description: '',
    contact: { email: 'lucia.ortega@example.com', title: 'Junior Data Analyst' },
    experiences: [{ position: 'Data Analyst Intern', name: 'Mercadona', place: '', date: 'Jun 2024 - Sep 2024', description: 'Weekly sales dashboards for 40 stores.', skills: [] }],
    educations: [{ degree: 'BSc Statistics', name: 'Universidad de Valencia', place: 'Valencia', date: '2020 - 2024', gpa: '', description: '', skills: [] }],
  });
}

export function arabicWebsite(slug: string): WebsiteWithSections {
  return makeDemoWebsite({
    slug,
    name: 'ليلى حداد',
    intro: 'مهندسة برمجيات أبني أنظمة دفع موثوقة للأسواق العربية.',
    description: 'عشر سنوات في تطوير الأنظمة الخلفية للمصارف وشركات التقنية المالية في عمّان ودبي.\n\nأهتم بالأنظمة الموزعة وبناء فرق هندسية صحية.',
    contact: { email: 'layla.haddad@example.com', title: 'مهندسة برمجيات أولى', location: 'دبي، الإمارات العربية المتحدة', description: 'متاحة للاستشارات في أنظمة الدفع.' },
    experiences: [
      { position: 'مهندسة برمجيات أولى', name: 'شركة كريم', place: 'دبي', date: '2020 - الآن', description: '• قدت فريقاً من ستة مهندسين لبناء محفظة إلكترونية\n• خفضت زمن الاستجابة بنسبة ستين بالمئة\n• صممت نظام التسويات اليومية مع المصارف', skills: ['Go', 'Kafka'] },
      { position: 'مهندسة برمجيات', name: 'البنك العربي', place: 'عمّان', date: '2015 - 2020', description: 'تطوير خدمات الدفع عبر الهاتف المحمول لأكثر من مليون عميل.', skills: ['Java'] },
    ],
    educations: [{ degree: 'بكالوريوس علوم الحاسوب', name: 'الجامعة الأردنية', place: 'عمّان', date: '2011 - 2015', gpa: '', description: '', skills: [] }],
    skills: { 'لغات البرمجة': ['Go:expert', 'Java:advanced', 'Python:intermediate'], 'اللغات': ['العربية:expert', 'الإنجليزية:advanced'] },
    projects: [{ title: 'منصة التسويات', category: 'api', date: '2022', description: 'مطابقة آلية لملايين العمليات اليومية مع كشوف المصارف.', technologies: ['Go', 'PostgreSQL'], code_url: '', implementation: 'https://example.com/settlements' }],
    trainings: [{ title: 'شهادة مهندس حلول معتمد', institute: 'Amazon Web Services', description: '', date: '2021', skills: [] }],
  });
}

export function chineseWebsite(slug: string): WebsiteWithSections {
  return makeDemoWebsite({
    slug,
    name: '王小明',
    intro: '专注于支付系统与分布式架构的后端工程师。',
    description: '十年后端开发经验，曾在支付宝和美团负责核心交易系统。\n\n热爱开源，维护多个分布式系统相关项目。',
    contact: { email: 'wang.xiaoming@example.com', title: '高级后端工程师', location: '中国上海', description: '欢迎联系合作与交流。' },
    experiences: [
      { position: '高级后端工程师', name: '蚂蚁集团', place: '杭州', date: '2019 - 至今', description: '• 负责支付系统的架构设计与开发\n• 带领六人团队完成核心账务系统重构\n• 将交易接口延迟降低百分之六十', skills: ['Java', 'Go'] },
      { position: '后端工程师', name: '美团', place: '北京', date: '2015 - 2019', description: '外卖订单系统的开发与维护，日均订单量超过两千万。', skills: ['Java', 'MySQL'] },
    ],
    educations: [{ degree: '计算机科学硕士', name: '上海交通大学', place: '上海', date: '2012 - 2015', gpa: '', description: '', skills: [] }],
    skills: { 编程语言: ['Java:expert', 'Go:advanced', 'Python:intermediate'], 语言: ['中文:expert', '英语:advanced'] },
    projects: [{ title: '分布式账本', category: 'api', date: '2021', description: '一个开源的分布式账本库，支持多币种与对账。', technologies: ['Go'], code_url: 'https://github.com/example/ledger', implementation: '' }],
    trainings: [{ title: '系统架构设计师', institute: '工业和信息化部', description: '', date: '2018', skills: [] }],
  });
}

/** Every description written as lines, as a CV's bullets arrive: bullets, numbers, and plain lines. */
export const linesDescriptions = {
  about: 'What I do:\n• Backend systems for payments\n• Mentoring and hiring\n• Incident reviews',
  experience: '• Led the ledger redesign\n• Cut p99 latency from 800 ms to 120 ms\n• Mentored six engineers',
  education: '1. Thesis on geo-replicated databases\n2. Teaching assistant for Distributed Systems',
  project: '- Double-entry ledger for Go\n- Used in production by four companies',
  training: '* Networking and security\n* Cost optimisation',
  plain: 'Madrid office\nReporting to the CTO',
} as const;

export function linesWebsite(slug: string): WebsiteWithSections {
  const d = linesDescriptions;
  return makeDemoWebsite({
    slug,
    name: 'Jonas Weber',
    intro: 'Backend engineer.',
    description: d.about,
    contact: { email: 'jonas@example.com', title: 'Backend Engineer' },
    experiences: [
      { position: 'Staff Engineer', name: 'N26', place: 'Berlin', date: '2020 - Present', description: d.experience, skills: [] },
      { position: 'Engineer', name: 'Zalando', place: 'Berlin', date: '2016 - 2020', description: d.plain, skills: [] },
    ],
    educations: [{ degree: 'MSc Computer Science', name: 'TU Berlin', place: 'Berlin', date: '2014 - 2016', gpa: '', description: d.education, skills: [] }],
    projects: [{ title: 'ledgerkit', category: 'api', date: '2023', description: d.project, technologies: [], code_url: '', implementation: '' }],
    trainings: [{ title: 'AWS Solutions Architect', institute: 'AWS', description: d.training, date: '2022', skills: [] }],
  });
}

const longUrl = 'https://github.com/wolfeschlegelsteinhausenbergerdorff/distributed-ledger-reconciliation-service-for-multi-currency-payments/blob/main/README.md';

/** Long names, headlines, words and URLs, as some real CVs have them. */
export function longContentWebsite(slug: string): WebsiteWithSections {
  const word = 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft';
  return makeDemoWebsite({
    slug,
    name: 'Maximiliane-Alexandra Wolfeschlegelsteinhausenbergerdorff von Hohenzollern-Sigmaringen',
    intro: `Principal engineer at the ${word}, see ${longUrl}`,
    description: `Long words happen: ${word}. So do long links: ${longUrl} and ${longUrl}?utm_source=cv&utm_medium=pdf&utm_campaign=portfolio`,
    contact: {
      email: 'maximiliane-alexandra.wolfeschlegelsteinhausenbergerdorff@hohenzollern-sigmaringen-engineering.example.com',
      title: 'Principal Distributed-Systems Engineer, Payments Infrastructure and Developer Experience',
      location: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Wales',
      phone: '+44 20 7946 0958',
      show_phone: true,
      description: `Write to me or read ${longUrl}`,
    },
    experiences: [{ position: `Principal ${word}-Engineer`, name: `${word} GmbH & Co. KG`, place: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch', date: 'January 2019 - Present', description: `• Built ${longUrl}\n• ${word}`, skills: [word, 'Go'] }],
    educations: [{ degree: `Diplom-${word}`, name: 'Karlsruher Institut für Technologie', place: 'Karlsruhe', date: '2010 - 2015', gpa: '', description: longUrl, skills: [word] }],
    skills: { [word]: [`${word}:expert`, 'Go:advanced'] },
    projects: [{ title: word, category: 'api', date: '2023', description: `See ${longUrl}`, technologies: [word], code_url: longUrl, implementation: longUrl }],
    trainings: [{ title: `Certified ${word}`, institute: word, description: longUrl, date: '2022', skills: [word] }],
  });
}
