/** docs/guards.md#routes-without-the-shell: the pages a visitor sees before the shell. */
export const guest = {
  backToSignIn: 'Back to sign in',
  expiredLink: 'This link no longer works',
  login: {
    title: 'Sign in',
    intro: 'Sign in to follow your trophies, quotes and documents.',
    forgotPassword: 'Forgot your password?',
    register: 'New here? Create an account',
    password: 'Password',
    submit: 'Sign in',
  },
  register: {
    title: 'Create your account',
    intro: 'We will send you an e-mail to confirm your address.',
    signIn: 'Already have an account? Sign in',
    sent: 'Check your e-mail: we sent a message to %{email} with what to do next. Open its link to confirm your address, then sign in.',
    submit: 'Create account',
  },
  forgotPassword: {
    title: 'Reset your password',
    intro:
      'Enter the e-mail address you sign in with and we will send you a link to choose a new password.',
    sent: 'If an account exists for %{email}, an e-mail with a reset link is on its way. The link is valid for one hour.',
    submit: 'Send reset link',
  },
  resetPassword: {
    title: 'Choose a new password',
    expired: 'Reset links work once and for one hour. Ask for a new one and use the latest e-mail.',
    newLink: 'Send me a new link',
    intro: 'For %{email}. Every device signed in to this account will be signed out.',
    submit: 'Set new password',
    done: 'Your password is changed. Sign in with the new one.',
  },
  // docs/sessions.md#first-admin
  firstAdmin: {
    title: 'Create the first admin',
    intro:
      'Nobody can sign in to this portal yet. Create the account of its first admin: it can add everyone else.',
    noCode: "This link lacks its set-up code: copy the whole link from the portal's log.",
    checking: 'Checking the set-up link',
    submit: 'Create admin and sign in',
  },
  emailVerification: {
    confirming: 'Confirming your e-mail address',
    expired: 'Confirmation links work once and for 24 hours.',
    askBelow: 'Ask for a new one below.',
    signInToAsk: 'Sign in to ask for a new one.',
    confirmedTitle: 'Your e-mail address is confirmed',
    confirmed: 'Thank you. You can now sign in and use Trophy Portal.',
    goToSignIn: 'Go to sign in',
    title: 'Confirm your e-mail address',
    // %{email} shows in bold.
    intro:
      'We sent a confirmation link to %{email}. Open it to continue; it is valid for 24 hours.',
    yourAddress: 'your e-mail address',
    resent: 'A new confirmation link is on its way.',
    resend: 'Resend the e-mail',
    signOut: 'Sign out',
  },
  completeProfile: {
    title: 'Complete your profile',
    intro:
      'The studio needs these details for your quotes, permits and the shipping of your trophies.',
    postalAddress: 'Postal address',
    submit: 'Save and continue',
  },
  // docs/domain.md#link-requests
  clientLink: {
    confirming: 'Confirming the link',
    // After the server's own reason.
    expired: 'Links work once and for 7 days.',
    confirmedTitle: 'You are linked',
    confirmed: '%{outfitter} is now linked to your client record.',
  },
};
