/** /help-center and /intake-process: how a property moves through EstateKey, and common questions. */
export const HELP_CENTER = {
  intakeTitle: 'How the intake process works',
  intakeSteps: [
    {
      title: 'Submit the property',
      body: 'Add the address, type and condition of the property and a contact person. Our team reviews every submission and updates its status from Pending to Reviewing and Approved.',
    },
    {
      title: 'Schedule the key pickup and cleanout',
      body: 'Pick a date and time for us to collect the keys, or give us a lockbox code. Tell us if the property needs a cleanout; additional charges may apply.',
    },
    {
      title: 'Share court documents',
      body: 'Your attorney opens a case and invites you. Upload letters of office, court orders and other filings so everyone works from the same papers.',
    },
    {
      title: 'Follow the listing',
      body: 'Photos, listing, marketing, showings, offers and inspection are tracked as twelve milestones. Your dashboard shows the progress live.',
    },
    {
      title: 'Close the sale',
      body: 'Once the court approves the sale, the title company and the closing paperwork complete the last milestones.',
    },
  ],
  faqTitle: 'Frequently asked questions',
  faqs: [
    {
      question: 'Who can see my property?',
      answer:
        'Only you, the people you share it with and EstateKey administrators. You choose for each person whether they may view it or also manage its progress.',
    },
    {
      question: 'Why can I not change some milestones?',
      answer:
        'Each role updates the milestones it is responsible for: guardians and executors confirm key pickup, cleanout and closing; agents handle marketing, showings and negotiation. The others show as read only.',
    },
    {
      question: 'My attorney invited me. How do I join?',
      answer:
        'Open the link in the invitation email and create your password. The link works once and expires after 7 days; ask your attorney for a new one if it has expired.',
    },
    {
      question: 'Which files can I upload?',
      answer: 'PDF, DOC, DOCX, JPG, JPEG and PNG files up to 10 MB each.',
    },
    {
      question: 'I did not receive the verification email.',
      answer:
        'Check your spam folder first. The verification link expires after 48 hours; if it has expired, register again with the same email address.',
    },
    {
      question: 'Can I use EstateKey without an internet connection?',
      answer:
        'On a device you trust, tick "Remember me" when you sign in: your properties, milestones, cases, documents list, showings, key pickups and notifications are then kept on the device and stay readable offline, under a banner saying you are offline. A milestone change or a notification marked read made offline shows as "Waiting to sync" and reaches everyone else once you are back online. Uploads, bookings, sharing and forms sent to our team need a connection and wait until you have one. Without "Remember me", nothing is kept on the device, and logging out removes what was kept.',
    },
    {
      question: 'I use Safari, an iPhone or an iPad. Is my saved data always there?',
      answer:
        'Not always. Safari may delete what a website keeps on the device when you have not used the site for some days (about a week), unless you added EstateKey to your Home Screen. Private browsing keeps nothing after the window closes. Sign in while online now and then, or add EstateKey to your Home Screen, so the saved data is there when you are offline.',
    },
  ],
  contactTitle: 'Still need help?',
  contactBody:
    'Your attorney is the first contact for questions about your case. For a property or a key pickup, send a request: our team is notified at once and contacts you with the details you give.',
  landingLink: 'Send a request from the home page',
} as const;
