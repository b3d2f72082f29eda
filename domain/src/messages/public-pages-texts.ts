import { PLAN_LABELS, type Plan } from '../user/user';
import { pagesTexts } from './public-site-texts';

/**
 * Texts of the public site's pages: /solutions ('Realty App'), /pricing ('About Us'), /resources and /faq.
 * The spec names the routes and nav labels only (their headings are the pageTitleTexts); the content is ours. Every page is written for a family member who
 * has never sold a property under court supervision.
 */
export const publicPagesTexts = {
  solutions: {
    intro:
      'EstateKey is the web app that keeps everyone working on a probate, estate or guardianship sale on the same page: the family member who sells, their attorney and the real estate agent.',
    audiencesTitle: 'Made for each party to the sale',
    audiences: [
      {
        key: 'clients',
        title: 'Guardians and executors',
        body: 'You sell a property on behalf of an estate or a ward, often for the first time. Submit the property once, follow every step of the listing and of the court case, and share the property with the agent you choose.',
        cta: 'Register as a Guardian or Executor',
      },
      {
        key: 'attorneys',
        title: 'Attorneys',
        body: 'Open a case for each client, invite them by e-mail, upload court documents and move the case through its six stages. Your client sees the progress the moment you change it.',
        cta: 'Register as an Attorney',
      },
      {
        key: 'agents',
        title: 'Real estate agents',
        body: 'See the properties shared with you, read the documents their owners share, update the listing milestones your role may set and schedule showings for your buyers.',
        cta: 'Register as a Real Estate Agent',
      },
    ],
    featuresTitle: 'What the app does',
    features: [
      {
        title: 'Live two-track progress',
        body: 'Twelve listing milestones for the property and six stages for the court case, side by side. Every change shows on everyone’s screen at once; nobody has to ask for an update.',
      },
      {
        title: 'Key pickups and cleanout',
        body: 'Book a time for us to collect the keys, and tell us whether the property needs a cleanout first. Upcoming pickups stay listed until they are done.',
      },
      {
        title: 'Showings',
        body: 'Agents book showings for their buyers in a list or calendar view; the owner sees every upcoming showing on the property page.',
      },
      {
        title: 'Court documents',
        body: 'Petitions, orders and letters are uploaded once and shared with exactly the people on the case. Each document shows who has opened it.',
      },
    ],
    startTitle: 'Start without an account',
    startBody:
      'Not ready to register? Ask us to pick up the keys or tell us about the property, and our team contacts you.',
  },
  about: {
    intro:
      'EstateKey helps families, their attorneys and agents sell real estate that belongs to an estate or to a person under guardianship. Those sales follow the court’s rules, take longer than an ordinary sale and involve more people; we make sure nobody loses track.',
    whoTitle: 'Who we are',
    whoBody:
      'We are a small team of real estate and legal-operations people who have handled many court-supervised sales. We built EstateKey after watching families wait weeks for answers that were sitting in someone else’s inbox.',
    howTitle: 'How the service works',
    howSteps: [
      {
        title: 'First call',
        body: 'You tell us about the property and the estate or guardianship, by phone or with the form on our home page.',
      },
      {
        title: 'Keys and cleanout',
        body: 'We collect the keys at a time you choose and arrange a cleanout when the property needs one.',
      },
      {
        title: 'Listing',
        body: 'Photos, listing and marketing by an agent you share the property with; you follow each milestone live.',
      },
      {
        title: 'Court steps',
        body: 'Your attorney files what the court needs and uploads it; you see the case move through its stages.',
      },
      {
        title: 'Offer to closing',
        body: 'Offer, negotiation, inspection, title company and paperwork, until the sale is closed and, where the court requires it, confirmed.',
      },
    ],
    plansTitle: 'Plans',
    plansIntro: 'Every plan includes the whole app for every role. Choose the plan when you register.',
    planBody: {
      monthly: 'Pay month by month and stop when the sale is done.',
      yearly: 'One payment for the year, for professionals with several sales.',
    } satisfies Record<Plan, string>,
    planName: (plan: Plan) => `${PLAN_LABELS[plan]} plan`,
    choosePlan: pagesTexts.nav.register,
    contactTitle: 'How to reach us',
    contactBody:
      'Write to us at support@estatekey.example or call (555) 010-0100 on weekdays from 9:00 AM to 5:00 PM. Registered users can also reach us from the Help Center.',
  },
  resources: {
    intro: 'Plain-language guides for family members who sell a property for an estate or a ward.',
    disclaimer:
      'This page is general information, not legal advice. The rules differ from state to state and from court to court; ask your attorney what applies to your case.',
    guides: [
      {
        key: 'probate',
        title: 'What is a probate sale?',
        paragraphs: [
          'When someone dies, their property becomes part of their estate. Probate is the court process that confirms who may act for the estate (the executor named in the will, or an administrator the court appoints) and makes sure debts are paid and the rest goes to the heirs.',
          'A probate sale is the sale of a house or land that belongs to the estate. The executor signs for the estate, but depending on the state and on the powers the court gave, the court may have to approve the sale.',
        ],
      },
      {
        key: 'guardianship',
        title: 'What is a guardianship sale?',
        paragraphs: [
          'A guardian is appointed by a court to look after a person who cannot manage their own affairs (the ward). Selling the ward’s home is a big decision, so courts almost always supervise it.',
          'The guardian usually has to show the court why the sale is in the ward’s interest, what the property is worth and what will happen with the money.',
        ],
      },
      {
        key: 'court',
        title: 'Why a court may have to authorise or confirm a sale',
        paragraphs: [
          'Courts protect heirs, creditors and wards, who are not at the table when the property is sold. Before the sale, a court may have to authorise it: it allows the sale and sometimes sets a minimum price.',
          'After an offer is accepted, some courts must also confirm the sale at a hearing. At that hearing other buyers may sometimes bid more (overbidding), so a buyer’s contract is not final until the court confirms it.',
        ],
      },
    ],
    documentsTitle: 'Documents usually needed',
    documentsIntro:
      'The same checklist our attorneys use. Your case may need fewer or other documents; your attorney tells you which.',
    probateChecklistTitle: 'For a probate or estate sale',
    guardianshipChecklistTitle: 'For a guardianship sale',
    timelinesTitle: 'Typical timelines',
    timelinesIntro: 'Rough ranges we see often. Busy courts and contested estates take longer.',
    timelines: [
      { stage: 'Appointment of the executor or guardian', duration: '1 to 3 months' },
      { stage: 'Keys, cleanout, photos and listing', duration: '2 to 6 weeks' },
      { stage: 'Court authorisation of the sale, where needed', duration: '1 to 3 months' },
      { stage: 'Offer to court confirmation, where needed', duration: '1 to 3 months' },
      { stage: 'Confirmation to closing', duration: '2 to 6 weeks' },
    ],
    timelineStage: 'Step',
    timelineDuration: 'Usual duration',
  },
  faq: {
    intro: 'Answers to the questions guardians, executors, attorneys and agents ask us most.',
    searchLabel: 'Search the questions',
    noMatch: 'No questions match your search.',
    matchCount: (count: number) => (count === 1 ? '1 question matches' : `${count} questions match`),
    questions: [
      {
        question: 'Who can see my documents?',
        answer:
          'Only the people on the case: your attorney, you as their client, and the EstateKey administrators who support you. Agents see a document only when it is shared for a property they work on. Nobody else can find or open it.',
      },
      {
        question: 'How does sharing a property work?',
        answer:
          'On the Properties page, choose Share on a property, search for the person and pick View or Manage. View lets them follow the property; Manage also lets them update the milestones their role may set. You can remove a share at any time.',
      },
      {
        question: 'What do the milestones mean?',
        answer:
          'A property moves through twelve milestones, from key pickup, cleanout, photos and listing to offer, inspection, title company, paperwork and closing. Each milestone is Pending, In Progress or Completed, and the bar shows how much of the way is done.',
      },
      {
        question: 'Who may change a milestone?',
        answer:
          'It depends on the role: guardians and executors set the milestones they handle, agents the ones of the listing and sale. Some agent updates need the guardian’s or executor’s approval. Everyone else sees a read-only badge.',
      },
      {
        question: 'What does a key pickup involve?',
        answer:
          'You choose a date and a time slot and tell us whether the property needs a cleanout. Our team collects the keys at that time; a cleanout can carry additional charges. You can cancel an upcoming pickup from the Schedule Key Pickup page.',
      },
      {
        question: 'How do invitations work?',
        answer:
          'Your attorney enters your details for the case and we e-mail you a personal link. Open it within seven days to create your account; it is connected to your case straight away and your e-mail address counts as verified.',
      },
      {
        question: 'What are the six case stages?',
        answer:
          'Initial consultation, documents received, court filing preparation, court hearing scheduled, court approval and case closed. Your attorney moves the case along; you see each stage as it changes.',
      },
      {
        question: 'Do I need to register before asking for help?',
        answer:
          'No. From the home page you can ask for a key pickup or submit a property for sale without an account, and our team contacts you.',
      },
      {
        question: 'Why do I have to verify my e-mail address?',
        answer:
          'So that case documents and property details only ever reach the real owner of the address. Until you open the link we e-mail you, you can sign in and edit your profile, but not see shared data.',
      },
    ],
  },
} as const;
