import audit from './audit';
import auth from './auth';
import common from './common';
import content from './content';
import layout from './layout';
import menu from './menu';
import pages from './pages';
import shopDevice from './shopDevice';
import staff from './staff';
import users from './users';

/** Every area of this language; the keys are the i18next namespaces (see ../../index.ts). */
export default { common, menu, layout, auth, pages, users, shopDevice, staff, audit, content };
