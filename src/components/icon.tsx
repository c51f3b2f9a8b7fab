import {
  Accessibility,
  Award,
  BadgeCheck,
  Bot,
  Calendar,
  ChartBar,
  ChartLine,
  Clock,
  DollarSign,
  FileText,
  Globe,
  HeartHandshake,
  LayoutTemplate,
  Mail,
  MapPin,
  Megaphone,
  MessageCircle,
  Mic,
  Phone,
  Rocket,
  Search,
  Settings,
  ShieldCheck,
  Sparkles,
  Star,
  Target,
  ThumbsUp,
  TrendingUp,
  Users,
  Zap,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import type { IconName } from '@/content/types';

const icons: Record<IconName, LucideIcon> = {
  bot: Bot,
  'layout-template': LayoutTemplate,
  search: Search,
  'trending-up': TrendingUp,
  megaphone: Megaphone,
  'map-pin': MapPin,
  'thumbs-up': ThumbsUp,
  mail: Mail,
  mic: Mic,
  star: Star,
  accessibility: Accessibility,
  phone: Phone,
  'shield-check': ShieldCheck,
  clock: Clock,
  target: Target,
  'bar-chart': ChartBar,
  users: Users,
  zap: Zap,
  'badge-check': BadgeCheck,
  sparkles: Sparkles,
  rocket: Rocket,
  'line-chart': ChartLine,
  'heart-handshake': HeartHandshake,
  calendar: Calendar,
  'file-text': FileText,
  award: Award,
  'dollar-sign': DollarSign,
  globe: Globe,
  'message-circle': MessageCircle,
  settings: Settings,
};

interface IconProps extends LucideProps {
  name: IconName;
}

/** A content icon by name. Decorative unless given an aria-label. */
export function Icon({ name, ...props }: IconProps) {
  const Drawing = icons[name];
  return <Drawing aria-hidden={props['aria-label'] ? undefined : true} focusable="false" {...props} />;
}
