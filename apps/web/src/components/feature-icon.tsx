import type { FeatureIcon as FeatureIconName } from '@crayonbox/contract';
import {
  Brush,
  Clock,
  Download,
  Gift,
  Heart,
  Image,
  Layers,
  Lock,
  MonitorSmartphone,
  PaintBucket,
  Palette,
  Pencil,
  Printer,
  Rocket,
  Save,
  School,
  ShieldCheck,
  Smile,
  Sparkles,
  Star,
  Upload,
  Users,
  WandSparkles,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** The drawing of each icon name a feature card can pick (FEATURE_ICONS of the contract). */
const ICONS: Record<FeatureIconName, LucideIcon> = {
  sparkles: Sparkles,
  'paint-bucket': PaintBucket,
  palette: Palette,
  brush: Brush,
  pencil: Pencil,
  save: Save,
  printer: Printer,
  download: Download,
  upload: Upload,
  devices: MonitorSmartphone,
  heart: Heart,
  star: Star,
  shield: ShieldCheck,
  smile: Smile,
  users: Users,
  school: School,
  rocket: Rocket,
  wand: WandSparkles,
  image: Image,
  layers: Layers,
  zap: Zap,
  gift: Gift,
  clock: Clock,
  lock: Lock,
};

/** A feature icon by name (decorative); unknown names fall back to sparkles. */
export function FeatureIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name as FeatureIconName] ?? Sparkles;
  return <Icon className={className} aria-hidden="true" />;
}
