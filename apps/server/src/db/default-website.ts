import type { Website } from '@crayonbox/contract';

/**
 * The landing content a fresh install starts with. Every section is filled in and visible, and
 * every picture is an illustration shipped with the web app (apps/web/public/illustrations), so
 * the first look at the site is a finished one; admins change it under /admin/website.
 */
export const defaultWebsite: Website = {
  landing: {
    home: {
      visibility: true,
      headingLine1: 'Coloring pages',
      headingLine2: 'made just for you',
      subheading:
        'Type an idea like “a dragon having a tea party” or upload a drawing, and Crayonbox turns it into bold line art in seconds. Color it on screen, then save, download or print it for the fridge.',
      image: '/illustrations/hero.svg',
      platforms: { web: true, android: true, ios: true, windows: false, mac: false, debian: false },
    },
    howItWorks: {
      visibility: true,
      subheading: 'From a spark of an idea to a finished page in three easy steps.',
      instructions: [
        { id: 'step-1', content: 'Describe a picture in a sentence, or upload a photo or a child’s drawing.' },
        { id: 'step-2', content: 'Crayonbox draws clean, closed outlines that are easy to color, even for little hands.' },
        { id: 'step-3', content: 'Color on screen with brushes and a fill that stays inside the lines, then save, download or print.' },
      ],
      video: '',
    },
    features: {
      visibility: true,
      subheading: 'Everything a family or a classroom needs for a happy afternoon of coloring.',
      image: '/illustrations/features.svg',
      list: [
        {
          id: 'f-ai',
          icon: 'sparkles',
          title: 'Pages from any idea',
          description: 'Kid-safe AI turns one sentence into a printable coloring page.',
        },
        {
          id: 'f-fill',
          icon: 'paint-bucket',
          title: 'A fill that never leaks',
          description: 'Tap a shape and it fills right up to the lines, with no stray white specks.',
        },
        {
          id: 'f-save',
          icon: 'save',
          title: 'Never lose a masterpiece',
          description: 'Colorings are saved as you go, so you can come back and finish them later.',
        },
        {
          id: 'f-print',
          icon: 'printer',
          title: 'Print-ready PDFs',
          description: 'A4 or Letter, fitted to the page and ready for crayons and markers.',
        },
        {
          id: 'f-upload',
          icon: 'upload',
          title: 'Photos to line art',
          description: 'Upload a photo or a drawing and get crisp outlines to color.',
        },
        {
          id: 'f-devices',
          icon: 'devices',
          title: 'On every screen',
          description: 'Color with a mouse, a finger or a stylus on phones, tablets and computers.',
        },
      ],
    },
    testimonials: {
      visibility: true,
      subheading: 'Parents and teachers color with Crayonbox every day.',
      image: '/illustrations/testimonials.svg',
      list: [
        {
          id: 't-1',
          photo: '',
          feedback: 'My daughter asks for “a unicorn astronaut” and two minutes later she is coloring it. Rainy afternoons are solved.',
          name: 'Maya R.',
          location: 'Portland, OR',
        },
        {
          id: 't-2',
          photo: '',
          feedback:
            'I make a page for every topic we study. The PDFs print perfectly on our classroom printer, and the kids love choosing the ideas.',
          name: 'Mr. Okafor',
          location: 'Grade 2 teacher, Leeds',
        },
        {
          id: 't-3',
          photo: '',
          feedback: 'The fill tool is brilliant: no more color escaping through tiny gaps. My son finally finishes his pictures.',
          name: 'Sofia L.',
          location: 'Barcelona',
        },
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
      subheading: 'Start free. Upgrade when you want favorites, downloads and print-ready pages.',
    },
    faqs: {
      visibility: true,
      subheading: 'Answers to the questions we hear most.',
      image: '/illustrations/faqs.svg',
      list: [
        {
          id: 'q-1',
          question: 'Is Crayonbox safe for kids?',
          answer: 'Yes. Every idea is checked before a page is made, and pages are simple black outlines with no text and nothing scary.',
        },
        {
          id: 'q-2',
          question: 'Can I print the pages?',
          answer:
            'On the Starter and Advanced plans you can print any page, blank or colored, as an A4 or Letter PDF, and download your colorings as images.',
        },
        {
          id: 'q-3',
          question: 'What are credits?',
          answer: 'Credits count the public pages you start coloring and the pages you create. Your plan refills them every month.',
        },
        {
          id: 'q-4',
          question: 'Can I use it on a tablet?',
          answer: 'Yes. Crayonbox works in the browser on phones, tablets and computers, with a finger, a stylus or a mouse.',
        },
        {
          id: 'q-5',
          question: 'Can I cancel any time?',
          answer: 'Yes. Cancel from your account page in one click; your plan stays active until the end of the period you paid for.',
        },
      ],
      support: {
        heading: 'Still have questions?',
        description: 'Our friendly team answers every message within one working day.',
        link: 'mailto:hello@crayonbox.app',
      },
    },
    callToAction: {
      visibility: true,
      heading: 'Ready for your first page?',
      description: 'Sign up free and color your first page in under a minute. No card needed.',
    },
    contact: {
      visibility: true,
      subheading: 'Questions, ideas or a page you are proud of? We would love to hear from you.',
      location: '12 Crayon Lane, Springfield',
      phone: '+1 555 0100',
      email: 'hello@crayonbox.app',
      image: '/illustrations/contact.svg',
    },
    footer: {
      visibility: true,
      socials: [
        { id: 's-1', icon: 'instagram', url: 'https://instagram.com/' },
        { id: 's-2', icon: 'facebook', url: 'https://facebook.com/' },
        { id: 's-3', icon: 'youtube', url: 'https://youtube.com/' },
        { id: 's-4', icon: 'pinterest', url: 'https://pinterest.com/' },
      ],
      downloads: { android: '', ios: '', windows: '', mac: '', debian: '' },
    },
  },
  terms: {
    visibility: true,
    content: [
      '<p>Welcome to Crayonbox. By creating an account or using the app you agree to these terms.</p>',
      '<h2>Your account</h2>',
      '<ul><li>Keep your password safe and tell us if someone else uses your account.</li><li>Children should use Crayonbox with a parent, guardian or teacher.</li></ul>',
      '<h2>Your pages</h2>',
      '<p>The pages you create and color are yours to keep, print and share for personal and classroom use. Do not ask for pages that are unkind, unsafe for children or that copy someone else’s characters.</p>',
      '<h2>Plans and payments</h2>',
      '<p>Paid plans renew every month until canceled. When you cancel, your plan stays active until the end of the period you paid for.</p>',
      '<h2>Changes</h2>',
      '<p>We may update these terms and will tell you about important changes by email.</p>',
    ].join(''),
  },
  privacy: {
    visibility: true,
    content: [
      '<p>We keep only what we need to run your account, and we never sell your data.</p>',
      '<h2>What we store</h2>',
      '<ul><li>Your name, email address and optional photo.</li><li>The pages you create and the colorings you save.</li><li>Your plan and payment history (never your card number).</li></ul>',
      '<h2>How we use it</h2>',
      '<p>To sign you in, keep your pages safe, send account emails and handle your subscription. Payments are processed by our payment provider.</p>',
      '<h2>Your choices</h2>',
      '<p>You can change your details from your account page, and ask us to delete your account at any time by writing to <a href="mailto:hello@crayonbox.app">hello@crayonbox.app</a>.</p>',
    ].join(''),
  },
};
