import clsx from 'clsx';
import { CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useNotifications, type NotificationVariant } from '@/stores/notifications';

const styles: Record<NotificationVariant, string> = {
  info: 'bg-slate-800 text-white',
  success: 'bg-green-700 text-white',
  danger: 'bg-red-700 text-white',
};

const icons = { info: Info, success: CircleCheck, danger: TriangleAlert } as const;

/** The current notification, at the bottom of the screen. Danger ones are alerts. */
export function Toast() {
  const notification = useNotifications((state) => state.notification);
  const clear = useNotifications((state) => state.clear);
  if (!notification) return null;
  const Icon = icons[notification.variant];
  return (
    <div
      key={notification.id}
      role={notification.variant === 'danger' ? 'alert' : 'status'}
      className={clsx(
        'on-dark pointer-events-auto flex w-full max-w-lg animate-toast-in items-start gap-3 rounded-2xl px-4 py-3 shadow-lg',
        styles[notification.variant],
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1 font-semibold">{notification.message}</p>
      <button type="button" onClick={clear} className="-m-1 rounded-full p-1 hover:bg-white/15" aria-label="Dismiss notification">
        <X className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
