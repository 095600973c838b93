// Getting a PDF to the printer. (Downloads of the PNG go through saveFile in src/lib/platform.ts.)

/** Downloads an object URL under `fileName` through a temporary link. */
function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** How the PDF reached the user. */
export type PrintOutcome = 'dialog' | 'tab' | 'download';

/**
 * Opens the browser's print dialog for a PDF: the object URL in a hidden iframe whose window
 * prints. Where that is not possible (a content security policy without blob: frames, a browser
 * that cannot print a PDF frame) the PDF opens in a new tab, and if popups are blocked it is
 * downloaded, so the user always gets the page.
 */
export function printPdf(pdf: Blob, fileName: string): Promise<PrintOutcome> {
  const url = URL.createObjectURL(pdf);
  // The tab or the print dialog may still read the URL for a while.
  const release = () => setTimeout(() => URL.revokeObjectURL(url), 120_000);
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.title = 'Print';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0', visibility: 'hidden' });
    let settled = false;
    const finish = (outcome: PrintOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      document.removeEventListener('securitypolicyviolation', onViolation);
      if (outcome !== 'dialog') frame.remove();
      else setTimeout(() => frame.remove(), 120_000);
      release();
      resolve(outcome);
    };
    const fallback = () => {
      if (settled) return;
      const tab = window.open(url, '_blank');
      if (tab) return finish('tab');
      downloadUrl(url, fileName);
      finish('download');
    };
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith('blob')) fallback();
    };
    const timer = setTimeout(fallback, 10_000);
    document.addEventListener('securitypolicyviolation', onViolation);
    frame.addEventListener('load', () => {
      if (settled) return;
      try {
        // Throws for a frame the browser refused to load (it holds an opaque error page then).
        const view = frame.contentWindow;
        if (!view || view.location.href === 'about:blank') throw new Error('no frame');
        view.focus();
        view.print();
        finish('dialog');
      } catch {
        fallback();
      }
    });
    frame.src = url;
    document.body.append(frame);
  });
}
