// The coloring screen's user-facing sentences; those of SPEC section 8 word for word.
export const NO_CREDITS_MESSAGE = 'No credits available. Upgrade your plan to continue.';
export const CREDIT_READ_FAILED = 'Failed to read credit';
export const SAVED_MESSAGE = 'Page has been saved';
export const PRINT_PAID_MESSAGE = 'Print is only available on the paid plan.';
export const DOWNLOAD_PAID_MESSAGE = 'Download is only available on the paid plan.';
export const IMAGE_LOAD_FAILED = 'Could not load image';
export const CANVAS_CONTEXT_FAILED = 'Could not create canvas context';
export const LEAVE_UNSAVED_MESSAGE = 'You have unsaved coloring. Leave this page anyway?';
export const CLEAR_CONFIRM_MESSAGE = 'Clear the whole page? You can still undo it.';
export const OFFLINE_SAVE_MESSAGE = "You're offline. Your coloring is kept on this device and will be saved when you're back online.";
