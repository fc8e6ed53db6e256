import auth from './auth';
import common from './common';
import layout from './layout';
import menu from './menu';
import pages from './pages';

/** Every area of this language; the keys are the i18next namespaces (see ../../index.ts). */
export default { common, menu, layout, auth, pages };
