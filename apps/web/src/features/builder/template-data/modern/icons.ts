import {
  Award,
  BarChart3,
  Boxes,
  Brain,
  ClipboardCheck,
  Clock,
  Cloud,
  Code2,
  Eye,
  Feather,
  Flag,
  Gem,
  Handshake,
  Heart,
  Leaf,
  Lightbulb,
  Lock,
  Megaphone,
  MessageCircle,
  Palette,
  PenTool,
  Puzzle,
  RefreshCw,
  Repeat,
  Rocket,
  Search,
  Server,
  Shield,
  ShieldCheck,
  Smile,
  Star,
  Target,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** Icon names stored in the Modern data, and the icon each shows in the builder. */
export const iconComponents: Record<string, LucideIcon> = {
  'shield-check': ShieldCheck,
  lightbulb: Lightbulb,
  users: Users,
  award: Award,
  search: Search,
  heart: Heart,
  target: Target,
  eye: Eye,
  'trending-up': TrendingUp,
  leaf: Leaf,
  feather: Feather,
  smile: Smile,
  rocket: Rocket,
  gem: Gem,
  star: Star,
  'message-circle': MessageCircle,
  flag: Flag,
  puzzle: Puzzle,
  'refresh-cw': RefreshCw,
  clock: Clock,
  brain: Brain,
  palette: Palette,
  handshake: Handshake,
  cloud: Cloud,
  server: Server,
  boxes: Boxes,
  'clipboard-check': ClipboardCheck,
  repeat: Repeat,
  'bar-chart': BarChart3,
  'pen-tool': PenTool,
  shield: Shield,
  lock: Lock,
  code: Code2,
  megaphone: Megaphone,
};

/** The pickers' choices: 15 value icons, 12 soft-skill icons, 12 certification icons (builder.md section 9). */
export const valueIcons = ['shield-check', 'lightbulb', 'users', 'award', 'search', 'heart', 'target', 'eye', 'trending-up', 'leaf', 'feather', 'smile', 'rocket', 'gem', 'star'];
export const skillIcons = ['message-circle', 'flag', 'puzzle', 'users', 'refresh-cw', 'clock', 'brain', 'palette', 'heart', 'handshake', 'target', 'star'];
export const certificationIcons = ['award', 'cloud', 'server', 'boxes', 'clipboard-check', 'repeat', 'bar-chart', 'pen-tool', 'shield', 'lock', 'code', 'megaphone'];

export function iconOf(name: string): LucideIcon {
  return iconComponents[name] ?? Star;
}

export function iconLabel(name: string): string {
  return name.replace(/-/g, ' ');
}
