import { Brain, Cloud, Code2, Database, Languages, Megaphone, Palette, Server, Shield, Smartphone, Star, Users, Wrench, type LucideIcon } from 'lucide-react';

/** Icon names stored on a skill category, picked from its name (builder.md: "icon chosen by category, star fallback"). */
const rules: Array<{ icon: string; words: RegExp }> = [
  { icon: 'languages', words: /\b(spoken|languages?\b(?!.*program)|english|french|german|spanish)/i },
  { icon: 'code', words: /(program|coding|frontend|front-end|backend|back-end|web|software|javascript|typescript|develop)/i },
  { icon: 'database', words: /(data|database|sql|analytics|bi\b)/i },
  { icon: 'cloud', words: /(cloud|devops|aws|azure|gcp|infra)/i },
  { icon: 'server', words: /(server|system|network|linux)/i },
  { icon: 'smartphone', words: /(mobile|ios|android)/i },
  { icon: 'palette', words: /(design|ui|ux|creative|art|graphic)/i },
  { icon: 'brain', words: /(machine learning|\bml\b|\bai\b|research|science)/i },
  { icon: 'shield', words: /(security|compliance|risk)/i },
  { icon: 'megaphone', words: /(marketing|sales|communication|seo|content)/i },
  { icon: 'users', words: /(soft|leadership|management|team|people)/i },
  { icon: 'wrench', words: /(tool|framework|library|platform)/i },
];

export function iconForCategory(title: string): string {
  return rules.find((rule) => rule.words.test(title))?.icon ?? 'star';
}

const icons: Record<string, LucideIcon> = {
  languages: Languages,
  code: Code2,
  database: Database,
  cloud: Cloud,
  server: Server,
  smartphone: Smartphone,
  palette: Palette,
  brain: Brain,
  shield: Shield,
  megaphone: Megaphone,
  users: Users,
  wrench: Wrench,
  star: Star,
};

export function skillIcon(name: string): LucideIcon {
  return icons[name] ?? Star;
}
