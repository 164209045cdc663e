import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function modernDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'modern',
    name: 'Maya Chen',
    intro: 'I design and build calm, fast interfaces for products people use every day.',
    description:
      'I am a product designer who writes production code. For nine years I have worked with small teams on booking tools, banking apps and design systems, taking ideas from a sketch to a shipped, measured feature.\nI care about clear language, accessible colour and interfaces that feel quick on a five-year-old phone.',
    picture: img('maya-chen'),
    contact: {
      email: 'maya.chen@example.com',
      title: 'Product Designer & Front-end Developer',
      description: 'Open to product design and design-system work from spring. Tell me about your team and what you want to ship.',
      location: 'Berlin, Germany',
      available_for_freelance: true,
    },
    experiences: [
      {
        position: 'Lead Product Designer',
        name: 'Tandem Health',
        place: 'Berlin',
        date: 'Mar 2021 - Present',
        description:
          'Lead design for the patient booking app (1.2M monthly users). Built the design system in Figma and React, cutting new-screen time by a third.',
        skills: ['Design systems', 'React', 'User research'],
      },
      {
        position: 'Product Designer',
        name: 'Northwind Bank',
        place: 'Amsterdam',
        date: 'Jun 2017 - Feb 2021',
        description: 'Redesigned onboarding for the mobile bank; completion rose from 61% to 84%. Ran weekly usability sessions.',
        skills: ['Prototyping', 'Accessibility', 'iOS'],
      },
      {
        position: 'UI Developer',
        name: 'Studio Pilot',
        place: 'Amsterdam',
        date: 'Sep 2015 - May 2017',
        description: 'Built marketing sites and web apps for cultural clients.',
        skills: ['CSS', 'JavaScript'],
      },
    ],
    educations: [
      {
        degree: 'MA Interaction Design',
        name: 'Design Academy Eindhoven',
        place: 'Eindhoven',
        date: '2013 - 2015',
        gpa: '',
        description: 'Thesis on motion as feedback in touch interfaces.',
        skills: [],
      },
    ],
    skills: {
      Design: ['Figma:expert', 'Prototyping:expert', 'User research:advanced', 'Design systems:expert'],
      Code: ['TypeScript:advanced', 'React:advanced', 'CSS:expert', 'Accessibility:advanced'],
    },
    projects: [
      {
        title: 'Tandem booking app',
        category: 'mobile',
        date: '2023',
        description: 'A booking flow that finds an appointment in three taps, built with the clinic teams who use it.',
        technologies: ['React Native', 'Figma'],
        pictures: [{ img: img('modern-2'), title: 'Three screens of the Tandem booking app' }],
        code_url: '',
        implementation: 'https://example.com/tandem',
      },
      {
        title: 'Pulse design system',
        category: 'web',
        date: '2022',
        description: 'Tokens, 60 accessible components and the docs site that two hundred engineers use.',
        technologies: ['React', 'TypeScript', 'Storybook'],
        pictures: [{ img: img('modern-1'), title: 'The Pulse documentation dashboard' }],
        code_url: 'https://github.com/example/pulse',
        implementation: 'https://example.com/pulse',
      },
      {
        title: 'Shapes of sound',
        category: 'design',
        date: '2020',
        description: 'A generative poster series for a jazz festival, drawn from each concert’s recording.',
        technologies: ['p5.js'],
        pictures: [{ img: img('modern-3'), title: 'Generative festival poster' }],
        code_url: 'https://github.com/example/shapes-of-sound',
        implementation: '',
      },
    ],
    trainings: [
      {
        title: 'Inclusive Design',
        institute: 'Interaction Design Foundation',
        description: '',
        date: '2022',
        skills: ['WCAG 2.2'],
      },
    ],
    posts: [
      {
        title: 'Designing for the five-year-old phone',
        slug: 'designing-for-old-phones',
        content: '<p>Most of our patients do not have this year’s phone. Here is how we budget for them.</p><h2>Start with a budget</h2><p>We set a 170 KB limit for the first screen.</p>',
        excerpt: 'Most of our patients do not have this year’s phone. Here is how we budget for them.',
        published_at: '2024-11-02T08:00:00.000Z',
      },
      {
        title: 'Tokens before components',
        slug: 'tokens-before-components',
        content: '<p>Why we named our colours before we drew a single button.</p>',
        excerpt: 'Why we named our colours before we drew a single button.',
        published_at: '2024-06-18T08:00:00.000Z',
      },
    ],
    templateData: {
      tagline: 'Design that ships.',
      philosophy: 'Good design is finished design. I prototype in code early, test with real people weekly, and leave every system a little simpler than I found it.',
      values: [
        { title: 'Clarity', description: 'Plain words and obvious next steps.', icon: 'eye', color: '#667eea' },
        { title: 'Craft', description: 'Details are the design: spacing, states, speed.', icon: 'pen', color: '#e4576e' },
        { title: 'Inclusion', description: 'Accessible by default, not as an afterthought.', icon: 'heart', color: '#14a38b' },
      ],
      soft_skills: [
        { name: 'Facilitation', description: 'Workshops that end in decisions.', icon: 'users', rating: 5 },
        { name: 'Writing', description: 'Specs, release notes and microcopy.', icon: 'pen', rating: 4 },
        { name: 'Mentoring', description: 'Coached six junior designers.', icon: 'star', rating: 4 },
      ],
      certifications: [
        { name: 'Certified Professional in Accessibility Core Competencies', issuer: 'IAAP', date: '2022', link: 'https://example.com/cpacc', icon: 'award' },
        { name: 'Google UX Design Certificate', issuer: 'Google', date: '2020', link: '', icon: 'award' },
      ],
      theme: { primary_color: '#667eea', accent_color: '#764ba2', background_style: 'gradient' },
    },
  });
}
