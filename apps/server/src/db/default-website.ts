/**
 * The landing content a fresh install starts with. Every section is filled in and visible, so the
 * first look at the site is a finished one; admins change it under /admin/website.
 */
export const defaultWebsite = {
  landing: {
    home: {
      visibility: true,
      headingLine1: 'Coloring pages',
      headingLine2: 'made just for you',
      subheading:
        'Type an idea or upload a drawing and Crayonbox turns it into clean line art in seconds. Color it on screen, save it, print it for the fridge.',
      image: '/illustrations/hero.svg',
      platforms: { web: true, android: false, ios: false, windows: false, mac: false, debian: false },
    },
    howItWorks: {
      visibility: true,
      subheading: 'From an idea to a finished page in three steps.',
      instructions: [
        { id: 'step-1', content: 'Describe a picture, like "a dragon having a tea party", or upload a photo or drawing.' },
        { id: 'step-2', content: 'Crayonbox draws bold, closed outlines that are easy to color, even for little hands.' },
        { id: 'step-3', content: 'Color it on screen with brushes and a fill that stays inside the lines, then save, print or download.' },
      ],
      video: '',
    },
    features: {
      visibility: true,
      subheading: 'Everything a family or a classroom needs for an afternoon of coloring.',
      image: '/illustrations/features.svg',
      list: [
        { id: 'f-ai', icon: 'sparkles', title: 'Pages from any idea', description: 'Kid-safe AI turns a sentence into a printable coloring page.' },
        { id: 'f-fill', icon: 'paint-bucket', title: 'A fill that never leaks', description: 'Tap a shape and it fills right up to the lines, with no white specks.' },
        { id: 'f-save', icon: 'save', title: 'Work is never lost', description: 'Your coloring is saved, so you can come back and finish it later.' },
        { id: 'f-print', icon: 'printer', title: 'Print-ready PDFs', description: 'A4 or Letter, fitted to the page, ready for crayons and markers.' },
        { id: 'f-upload', icon: 'upload', title: 'Photos to line art', description: 'Upload a photo or a child\u2019s drawing and get clean outlines.' },
        { id: 'f-devices', icon: 'devices', title: 'On every device', description: 'Color with a mouse, a finger or a pen, on the web, tablets and desktops.' },
      ],
    },
    testimonials: {
      visibility: true,
      subheading: 'Parents and teachers color with Crayonbox every day.',
      image: '',
      list: [
        { id: 't-1', photo: '', feedback: 'My daughter asks for "a unicorn astronaut" and two minutes later she is coloring it. Rainy afternoons are solved.', name: 'Maya R.', location: 'Portland, OR' },
        { id: 't-2', photo: '', feedback: 'I make a page for every theme we study. The PDFs print perfectly on our classroom printer.', name: 'Mr. Okafor', location: 'Grade 2 teacher, Leeds' },
        { id: 't-3', photo: '', feedback: 'The fill tool is brilliant: no more colour escaping through tiny gaps.', name: 'Sofia L.', location: 'Barcelona' },
      ],
    },
    metrics: {
      visibility: true,
      list: [
        { id: 'm-1', key: 'Pages created', value: '120K+' },
        { id: 'm-2', key: 'Pages colored', value: '450K+' },
        { id: 'm-3', key: 'Happy families', value: '30K+' },
        { id: 'm-4', key: 'Classrooms', value: '2K+' },
      ],
    },
    pricing: {
      visibility: true,
      subheading: 'Start free. Upgrade when you want to print, download and keep favorites.',
    },
    faqs: {
      visibility: true,
      subheading: 'Answers to the questions we hear most.',
      image: '',
      list: [
        { id: 'q-1', question: 'Is Crayonbox safe for kids?', answer: 'Yes. Every prompt is checked before a page is made, and pages are simple black outlines with no text or scary content.' },
        { id: 'q-2', question: 'Can I print the pages?', answer: 'On the Starter and Advanced plans you can print any page you colored, or the blank outline, as an A4 or Letter PDF.' },
        { id: 'q-3', question: 'What are credits?', answer: 'Credits count the public pages you start coloring and the pages you create each month. They refill every month.' },
        { id: 'q-4', question: 'Can I cancel any time?', answer: 'Yes. Cancel from your account page; your plan stays active until the end of the period you paid for.' },
      ],
      support: {
        heading: 'Still have questions?',
        description: 'Our team answers every message within one working day.',
        link: 'mailto:hello@crayonbox.app',
      },
    },
    callToAction: {
      visibility: true,
      heading: 'Ready for your first page?',
      description: 'Sign up free and color your first page in under a minute.',
    },
    contact: {
      visibility: true,
      subheading: 'We would love to hear from you.',
      location: '12 Crayon Lane, Springfield',
      phone: '+1 555 0100',
      email: 'hello@crayonbox.app',
      image: '',
    },
    footer: {
      visibility: true,
      socials: [
        { id: 's-1', icon: 'instagram', url: 'https://instagram.com/' },
        { id: 's-2', icon: 'facebook', url: 'https://facebook.com/' },
        { id: 's-3', icon: 'youtube', url: 'https://youtube.com/' },
      ],
      downloads: { android: '', ios: '', windows: '', mac: '', debian: '' },
    },
  },
  terms: {
    visibility: true,
    content:
      '<h2>Terms of Service</h2><p>By using Crayonbox you agree to use it for personal or classroom coloring, to keep your account details safe, and not to create pages that are unkind or unsafe for children.</p><p>Paid plans renew monthly until canceled. Canceling keeps your plan active until the end of the paid period.</p>',
  },
  privacy: {
    visibility: true,
    content:
      '<h2>Privacy Policy</h2><p>We keep only what we need to run your account: your name, email, the pages you create and the colorings you save. We never sell your data.</p><p>Payments are handled by our payment provider; we never see your card number.</p>',
  },
};
