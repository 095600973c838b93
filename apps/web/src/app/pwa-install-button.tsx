import { MonitorDown } from 'lucide-react';
import { Button } from '@/components/button';
import { promptInstall, useCanInstall } from './pwa-install';

/** 'Install app' in the shell's top bar, while the browser offers to install the web app. */
export function InstallAppButton({ className }: { className?: string }) {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      icon={<MonitorDown className="size-4" aria-hidden="true" />}
      onClick={() => void promptInstall()}
    >
      Install app
    </Button>
  );
}
