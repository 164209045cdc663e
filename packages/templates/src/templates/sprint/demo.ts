import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function sprintDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'sprint',
    name: 'Ravi Menon',
    intro: 'I turn fuzzy problems into small, measurable bets, and ship the ones that work.',
    description:
      'Nine years in product, six of them at startups between seed and Series C. I have run discovery with shopkeepers in Leeds and risk analysts in Lisbon, and I still write the first version of every spec in plain English.\n\nMy teams ship weekly, measure everything they ship, and kill what does not move the number.',
    picture: img('ravi-menon'),
    contact: {
      email: 'ravi.menon@example.com',
      title: 'Group Product Manager, Payments',
      location: 'London, UK',
      description: 'Open to Head of Product roles at fintech and marketplace startups, or a short advisory engagement.',
      available_for_freelance: false,
    },
    experiences: [
      {
        position: 'Group Product Manager',
        name: 'Pocketline',
        place: 'London',
        date: 'Feb 2022 - Present',
        description:
          '• Took instant payouts from a customer interview to 38% of payment volume in nine months\n• Grew weekly active merchants from 12,000 to 31,000\n• Lead four squads (28 people) across payments, onboarding and risk',
        skills: ['Payments', 'Discovery', 'OKRs'],
      },
      {
        position: 'Senior Product Manager',
        name: 'Larder',
        place: 'London',
        date: 'Mar 2019 - Jan 2022',
        description:
          '• Rebuilt checkout: conversion up 11% and support tickets down 40%\n• Launched smart substitutions, saving £2.4M a year in refunds\n• Set up the experimentation programme (140 tests a year)',
        skills: ['Checkout', 'Experimentation'],
      },
      {
        position: 'Product Manager',
        name: 'Finch Accounting',
        place: 'Manchester',
        date: 'Jul 2016 - Feb 2019',
        description: 'Owned reporting for 900 accounting firms. Retention rose from 82% to 91% after we rebuilt month-end close around their workflow.',
        skills: ['B2B SaaS', 'Research'],
      },
      {
        position: 'Business Analyst',
        name: 'Kestrel Partners',
        place: 'London',
        date: 'Sep 2014 - Jun 2016',
        description: 'Pricing and market-entry work for retail and software clients.',
        skills: ['Pricing'],
      },
    ],
    educations: [
      { degree: 'MSc Management Science', name: 'London School of Economics', place: 'London', date: '2013 - 2014', gpa: '', description: 'Dissertation on price experiments in two-sided marketplaces.', skills: [] },
      { degree: 'BEng Computer Science', name: 'University of Manchester', place: 'Manchester', date: '2010 - 2013', gpa: '', description: '', skills: [] },
    ],
    skills: {
      Product: ['Discovery:expert', 'Roadmapping:expert', 'Pricing:advanced', 'Experiment design:expert'],
      Data: ['SQL:advanced', 'Amplitude:expert', 'Looker:advanced'],
      Delivery: ['OKRs:expert', 'Scrum:advanced', 'Figma:intermediate'],
    },
    projects: [
      {
        title: 'Instant payouts',
        category: 'mobile',
        date: '2023',
        description: 'Merchants wanted their money the day they earned it. We shipped same-minute payouts behind a risk score, priced at 1%, and 38% of volume moved to it within nine months.',
        technologies: ['Discovery', 'Risk', 'Pricing'],
        pictures: [{ img: img('sprint-1'), title: 'Three screens of the instant payout flow' }],
        code_url: '',
        implementation: 'https://example.com/pocketline-payouts',
      },
      {
        title: 'One-page checkout',
        category: 'web',
        date: '2020',
        description: 'Five steps became one page with saved baskets and wallet payments. Conversion rose 11% and checkout tickets fell 40%.',
        technologies: ['A/B testing', 'Amplitude'],
        pictures: [{ img: img('sprint-2'), title: 'The checkout conversion dashboard' }],
        code_url: '',
        implementation: '',
      },
      {
        title: 'Pricing page experiments',
        category: 'data',
        date: '2018',
        description: 'Twelve tests in one quarter on plans, anchors and trial length: annual plans went from 18% to 34% of sign-ups.',
        technologies: ['Pricing', 'SQL'],
        pictures: [{ img: img('sprint-3'), title: 'Sign-ups by plan across twelve experiments' }],
        code_url: 'https://github.com/example/pricing-experiments',
        implementation: '',
      },
    ],
    trainings: [
      { title: 'Product Strategy', institute: 'Reforge', description: '', date: '2021', skills: ['Strategy'] },
      { title: 'Certified Scrum Product Owner', institute: 'Scrum Alliance', description: '', date: '2017', skills: [] },
    ],
    posts: [
      {
        title: 'A roadmap your CFO will read',
        slug: 'a-roadmap-your-cfo-will-read',
        content: '<p>Outcomes, bets and the one number each bet should move: how we rewrote our roadmap as a page of hypotheses.</p><h2>Bets, not features</h2><p>Every line on the roadmap names the number it should move and by when.</p>',
        excerpt: 'Outcomes, bets and the one number each bet should move: how we rewrote our roadmap as a page of hypotheses.',
        published_at: '2024-10-08T08:00:00.000Z',
      },
      {
        title: 'Two weeks of discovery, not two quarters',
        slug: 'two-weeks-of-discovery',
        content: '<p>Ten interviews, three prototypes and a decision by Friday week.</p>',
        excerpt: 'Ten interviews, three prototypes and a decision by Friday week.',
        published_at: '2024-04-16T08:00:00.000Z',
      },
    ],
    templateData: {
      tagline: 'Ship the smallest thing that proves it.',
      philosophy: 'Talk to the customer before the roadmap, write the metric before the spec, and ship before it feels ready. Then look at the number and be honest about it.',
      values: [
        { title: 'Outcomes over output', description: 'A launch is a question; the number is the answer.', icon: 'target', color: '#c2410c' },
        { title: 'Small bets', description: 'Two-week experiments beat two-quarter projects.', icon: 'dice', color: '#2563eb' },
        { title: 'Plain words', description: 'If the spec needs a glossary, the idea is not ready.', icon: 'pen', color: '#0f766e' },
      ],
      soft_skills: [
        { name: 'Stakeholder alignment', description: 'One page, one decision, everyone in the room.', icon: 'users', rating: 5 },
        { name: 'Customer interviews', description: 'Over 400 conversations with merchants and shoppers.', icon: 'mic', rating: 5 },
        { name: 'Hiring product managers', description: 'Hired and coached seven PMs.', icon: 'star', rating: 4 },
      ],
      certifications: [
        { name: 'Pragmatic Institute Product Management Certification', issuer: 'Pragmatic Institute', date: '2019', link: 'https://example.com/pmc', icon: 'award' },
      ],
      theme: { primary_color: '#c2410c', accent_color: '#16181d', background_style: 'solid' },
    },
  });
}
