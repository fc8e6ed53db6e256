const texts = {
  brandTitle: 'Every store, one console',
  brandText: 'Manage app accounts, devices, symptom content, orders and cloud space of your store.',
  featureUsers: 'App accounts and devices',
  featureContent: 'Symptom labels, scripts and programmes',
  featureOrders: 'Orders and cloud space renewal',
  userName: 'User name',
  password: 'Password',
  rePass: 'Repeat password',
  newPassword: 'New password',
  passwordsDiffer: 'The two entries differ',
  passwordsMismatch: 'Passwords do not match',
  rePassRequired: 'Repeat the password',
  phone: 'Mobile phone',
  dialCode: 'Country code',
  phoneRequired: 'Enter your mobile number',
  code: 'Verification code',
  codeRequired: 'Enter the 6-digit verification code',
  sendCode: 'Get code',
  resendIn: 'Resend in {{seconds}} s',
  codeSent: 'Verification code sent to {{phone}}',
  login: {
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in to manage your store.',
    rememberMe: 'Remember me',
    forgot: 'Forgot password?',
    submit: 'Sign in',
    noAccount: 'No store account yet?',
    register: 'Register a store',
    welcome: 'Welcome back, {{name}}',
  },
  register: {
    title: 'Register your store',
    subtitle: 'Create a store and its owner account in one step.',
    shopName: 'Store name',
    shopNameRequired: 'Enter the store name',
    submit: 'Register',
    success: 'Your store is registered. Welcome!',
    haveAccount: 'Already have an account?',
    login: 'Sign in',
  },
  forget: {
    title: 'Reset password',
    subtitle: 'Verify your mobile phone, then choose a new password.',
    submit: 'Reset password',
    success: 'Password reset. Sign in with your new password.',
    backToLogin: 'Back to sign in',
  },
};

export default texts;

// The area's keys, checked in every t('auth:...') call and in the other languages' files.
declare module '../../resources' {
  interface LocaleResources {
    auth: typeof texts;
  }
}
