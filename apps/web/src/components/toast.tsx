import clsx from 'clsx';
import { CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { FocusEvent } from 'react';
import { useNotifications, type NotificationVariant } from '@/stores/notifications';

const styles: Record<NotificationVariant, string> = {
  info: 'bg-slate-800 text-white',
  success: 'bg-green-700 text-white',
  danger: 'bg-red-700 text-white',
};

const icons = { info: Info, success: CircleCheck, danger: TriangleAlert } as const;

/**
 * The current notification, at the bottom of the screen. Danger ones are alerts. One with an
 * action (Undo) has its button before the dismiss one, and stays while it is pointed at or has
 * the focus.
 */
export function Toast() {
  const notification = useNotifications((state) => state.notification);
  const clear = useNotifications((state) => state.clear);
  const hold = useNotifications((state) => state.hold);
  const release = useNotifications((state) => state.release);
  if (!notification) return null;
  const Icon = icons[notification.variant];
  const { action } = notification;
  const holdWhileInside = action
    ? {
        onMouseEnter: hold,
        onMouseLeave: release,
        onFocus: hold,
        onBlur: (event: FocusEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget)) release();
        },
      }
    : {};
  return (
    <div
      key={notification.id}
      {...holdWhileInside}
      role={notification.variant === 'danger' ? 'alert' : 'status'}
      className={clsx(
        'on-dark pointer-events-auto flex w-full max-w-lg animate-toast-in items-start gap-3 rounded-2xl px-4 py-3 shadow-lg',
        styles[notification.variant],
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1 font-semibold">{notification.message}</p>
      {action ? (
        <button
          type="button"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the control that did the action is gone (NotificationAction.takeFocus)
          autoFocus={action.takeFocus}
          onClick={() => {
            clear();
            action.run();
          }}
          className="-my-1 rounded-xl px-3 py-1 font-bold underline decoration-2 underline-offset-2 hover:bg-white/15"
        >
          {action.label}
        </button>
      ) : null}
      <button type="button" onClick={clear} className="-m-1 rounded-full p-1 hover:bg-white/15" aria-label="Dismiss notification">
        <X className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
