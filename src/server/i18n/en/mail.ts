/** docs/languages.md#e-mails: the e-mails' texts; a link or a name is put into `%{...}`. */
export const mail = {
  account: {
    subject: 'Trophy Portal: %{subject}',
    hello: 'Hello %{firstName},',
    helloNoName: 'Hello,',
    signature: 'Trophy Portal\nThe customer portal of your taxidermy studio',
    confirmEmail: {
      subject: 'confirm your e-mail address',
      open: 'Please confirm your e-mail address to start using Trophy Portal. Open this link:',
      expiry:
        'The link works once and expires in 24 hours. If it has expired, sign in and ask for a new one.',
      ignore: 'If you did not create an account, ignore this message.',
    },
    registrationAttempt: {
      subject: 'someone tried to register with your address',
      what: 'Someone tried to create a Trophy Portal account with your e-mail address, which already has one. No new account was made.',
      signIn: 'If it was you, sign in instead: %{link}',
      reset: 'If you forgot your password, choose a new one: %{link}',
      ignore: 'If it was not you, ignore this message: your account stays as it is.',
    },
    resetPassword: {
      subject: 'reset your password',
      open: 'Someone asked to reset the password of your Trophy Portal account. To choose a new password, open this link:',
      expiry: 'The link works once and expires in 1 hour.',
      ignore: 'If you did not ask for this, ignore this message: your password stays as it is.',
    },
    passwordChanged: {
      subject: 'your password was changed',
      what: 'The password of your Trophy Portal account was just changed, and every other signed-in device was signed out.',
      ifNotYou:
        'If this was you, there is nothing to do. If it was not, reset your password at once from the sign-in page: %{link}',
    },
    invitation: {
      subject: 'you are invited',
      open: 'An administrator has created a Trophy Portal account for you. To choose your password, open this link:',
      expiry:
        'The link works once and expires in 1 hour. After that, use "Forgot password" on the sign-in page with this e-mail address.',
    },
    clientLinkRequest: {
      subject: '%{outfitterName} asks to be linked to you',
      what: 'The hunting outfitter %{outfitterName} asks to be linked to your client record at the studio. Once linked, they see your details (passport number included), your orders and your quote decisions, and can order for you.',
      open: 'If you agree, open this link:',
      expiry:
        'The link works once and expires in 7 days. If you do not agree, ignore this message: nothing changes.',
    },
  },
  order: {
    greeting: 'Dear %{firstName},',
    greetingNoName: 'Dear client,',
    note: '\n\nA note from the studio:\n%{note}',
    signature:
      'Kind regards,\n%{studioName}\n\n--\nTrophy Portal · Customer Portal\nThis message was sent because you have an order with %{studioName}.',
    quoteReady: {
      subject: 'Your quote %{number} is ready',
      total: 'your quote %{number} from %{studioName} is ready: the total is %{total}.',
      deposit: ' A deposit of %{deposit} is due on acceptance.',
      review: 'Review it, then accept or decline it in the portal:\n%{link}',
    },
    stageChanged: {
      subject: 'Your order %{number} moved to %{stage}',
      now: 'your order %{number} with %{studioName} is now: %{stage}.',
      details: 'See its details and history in the portal:\n%{link}',
    },
    expectedDates: {
      subject: 'New expected dates for your order %{number}',
      intro: 'here is when %{studioName} now expects your order %{number}:',
      ready: 'Ready (your trophies leave production)',
      shipping: 'Shipping (the crate leaves for the freight agent)',
      set: '- %{what}: %{to}',
      moved: '- %{what}: %{to} (was %{from})',
      cleared: '- %{what}: no date for now (was %{from})',
      reason: 'Why, from the studio:\n%{reason}',
      details: 'See your order in the portal:\n%{link}',
    },
  },
  payment: {
    receivedSubject: 'Payment received for your order %{number}',
    received:
      '%{studioName} received your payment of %{amount} (%{method}, %{date}) for your order %{number}.',
    refundSubject: 'Refund on your order %{number}',
    refunded:
      '%{studioName} refunded %{amount} (%{method}, %{date}) on your order %{number}.\nWhy: %{reason}',
    reference: 'Reference: %{reference}',
    figures: 'Paid so far: %{paid}. Still due: %{due}.',
    details: 'See your order in the portal:\n%{link}',
    methods: { eft: 'EFT', card: 'card', cash: 'cash', other: 'other' },
  },
  message: {
    hello: 'Hello %{firstName},',
    helloNoName: 'Hello,',
    order: 'order %{number}',
    ir: 'register %{number}',
    toStudio: {
      subject: '%{author} wrote on %{thread}',
      wrote: '%{author} wrote on %{thread}:',
      answer: 'Answer in the portal:\n%{link}',
      signature: 'Trophy Portal\nYou receive this as staff of %{studioName}.',
    },
    toClientSide: {
      subject: 'New message from %{studioName} about %{thread}',
      wrote: '%{studioName} wrote about %{thread}:',
      answer: 'Read it and answer in the portal:\n%{link}',
    },
    attachments:
      '(%{smart_count} attachment in the portal) |||| (%{smart_count} attachments in the portal)',
  },
  freightPack: {
    subject: 'Shipment %{shipment}: crates, packing lists and paperwork from %{studioName}',
    greeting: 'Dear %{agent},',
    body: '%{studioName} has prepared shipment %{shipment} for you: %{smart_count} crate, its packing list and the export paperwork. |||| %{studioName} has prepared shipment %{shipment} for you: %{smart_count} crates, their packing lists and the export paperwork.',
    open: 'Open the pack (no account needed), or download it all as one zip:\n%{link}',
    expiry: 'The link works until %{date}. A new link from the studio replaces this one.',
    signature: 'Kind regards,\n%{studioName}',
    page: {
      title: 'Shipment %{shipment}',
      from: 'From %{studioName}, for %{agent}. The link works until %{date}.',
      downloadAll: 'Download all (zip)',
      crate: 'Crate',
      consignee: 'Consignee',
      dimensions: 'Dimensions',
      weights: 'Actual / volumetric weight',
      declared: 'Declared value',
      insured: 'Insured value',
      packingList: 'Packing list',
      paperwork: 'Export paperwork',
      noDocuments: 'No documents.',
      gone: 'This link no longer works',
      notFound: 'There is no pack at this address.',
    },
  },
  digest: {
    subject:
      'Trophy Portal: your week, %{smart_count} piece of news |||| Trophy Portal: your week, %{smart_count} pieces of news',
    intro: 'here is the news of your week:',
    orderStatus: 'Order %{number} is now: %{stage}',
    expectedDates: 'Order %{number} has new expected dates',
    photos:
      '%{smart_count} new photo of order %{number} |||| %{smart_count} new photos of order %{number}',
    messages: '%{from} wrote on %{thread}',
    settings:
      'You get this news once a week, as you chose. To choose which e-mails you get, and when, open your account settings:\n%{link}',
  },
};
