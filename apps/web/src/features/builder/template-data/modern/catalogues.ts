/**
 * The Modern form's built-in catalogues (builder.md section 3 and 9): 12 values, 10 soft skills and
 * 12 certifications with a preset icon, description and colour; 12 colour presets.
 */

export interface ValuePreset {
  title: string;
  description: string;
  icon: string;
  color: string;
}
export interface SkillPreset {
  name: string;
  description: string;
  icon: string;
}
export interface CertificationPreset {
  name: string;
  issuer: string;
  icon: string;
}

export const colorPresets = [
  { name: 'Indigo', value: '#667eea' },
  { name: 'Violet', value: '#764ba2' },
  { name: 'Blue', value: '#2563eb' },
  { name: 'Sky', value: '#0284c7' },
  { name: 'Teal', value: '#0d9488' },
  { name: 'Emerald', value: '#059669' },
  { name: 'Lime', value: '#65a30d' },
  { name: 'Amber', value: '#d97706' },
  { name: 'Orange', value: '#ea580c' },
  { name: 'Rose', value: '#e11d48' },
  { name: 'Pink', value: '#db2777' },
  { name: 'Slate', value: '#475569' },
] as const;

export const valuePresets: ValuePreset[] = [
  { title: 'Integrity', description: 'Doing the right thing, even when no one is watching.', icon: 'shield-check', color: '#667eea' },
  { title: 'Innovation', description: 'Looking for better ways, and trying them.', icon: 'lightbulb', color: '#d97706' },
  { title: 'Collaboration', description: 'Great work is built together.', icon: 'users', color: '#0d9488' },
  { title: 'Excellence', description: 'High standards in everything I deliver.', icon: 'award', color: '#764ba2' },
  { title: 'Curiosity', description: 'Asking questions and learning continuously.', icon: 'search', color: '#0284c7' },
  { title: 'Empathy', description: 'Understanding people before solving their problems.', icon: 'heart', color: '#e11d48' },
  { title: 'Accountability', description: 'Owning outcomes, good and bad.', icon: 'target', color: '#475569' },
  { title: 'Transparency', description: 'Open communication and honest feedback.', icon: 'eye', color: '#2563eb' },
  { title: 'Growth Mindset', description: 'Challenges are chances to improve.', icon: 'trending-up', color: '#059669' },
  { title: 'Sustainability', description: 'Building things that last and do no harm.', icon: 'leaf', color: '#65a30d' },
  { title: 'Simplicity', description: 'Clear solutions over clever ones.', icon: 'feather', color: '#db2777' },
  { title: 'Customer Focus', description: 'Every decision starts with the people it serves.', icon: 'smile', color: '#ea580c' },
];

export const skillPresets: SkillPreset[] = [
  { name: 'Communication', description: 'Clear, concise writing and speaking for any audience.', icon: 'message-circle' },
  { name: 'Leadership', description: 'Guiding teams toward shared goals.', icon: 'flag' },
  { name: 'Problem Solving', description: 'Breaking hard problems into solvable parts.', icon: 'puzzle' },
  { name: 'Teamwork', description: 'Working well with others across disciplines.', icon: 'users' },
  { name: 'Adaptability', description: 'Staying effective when things change.', icon: 'refresh-cw' },
  { name: 'Time Management', description: 'Prioritising and delivering on schedule.', icon: 'clock' },
  { name: 'Critical Thinking', description: 'Weighing evidence before deciding.', icon: 'brain' },
  { name: 'Creativity', description: 'Original ideas and fresh perspectives.', icon: 'palette' },
  { name: 'Emotional Intelligence', description: 'Reading and managing emotions, mine and others’.', icon: 'heart' },
  { name: 'Negotiation', description: 'Finding agreements that work for everyone.', icon: 'handshake' },
];

export const certificationPresets: CertificationPreset[] = [
  { name: 'AWS Certified Solutions Architect', issuer: 'Amazon Web Services', icon: 'cloud' },
  { name: 'Google Cloud Professional Architect', issuer: 'Google Cloud', icon: 'cloud' },
  { name: 'Microsoft Azure Fundamentals', issuer: 'Microsoft', icon: 'server' },
  { name: 'Certified Kubernetes Administrator', issuer: 'Cloud Native Computing Foundation', icon: 'boxes' },
  { name: 'Project Management Professional (PMP)', issuer: 'Project Management Institute', icon: 'clipboard-check' },
  { name: 'Certified ScrumMaster (CSM)', issuer: 'Scrum Alliance', icon: 'repeat' },
  { name: 'Google Data Analytics Certificate', issuer: 'Google', icon: 'bar-chart' },
  { name: 'Google UX Design Certificate', issuer: 'Google', icon: 'pen-tool' },
  { name: 'CompTIA Security+', issuer: 'CompTIA', icon: 'shield' },
  { name: 'Certified Information Systems Security Professional (CISSP)', issuer: 'ISC2', icon: 'lock' },
  { name: 'Meta Front-End Developer Certificate', issuer: 'Meta', icon: 'code' },
  { name: 'HubSpot Inbound Marketing', issuer: 'HubSpot Academy', icon: 'megaphone' },
];

/** Soft skill ratings 1 to 5 (builder.md section 9). */
export const ratingLabels = ['Beginner', 'Basic', 'Intermediate', 'Advanced', 'Expert'] as const;
