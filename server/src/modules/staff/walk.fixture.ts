import { buildStaff } from '../../../test/factories.js';
import { defineModuleWalk, ownerOnly, PASSWORD } from '../../../test/walks.js';

/** A store's staff accounts in the shared walks (server/test/walks.ts): its owner's alone. */
export default defineModuleWalk({
  roles: [
    { route: 'POST /api/staff/query/{page}/{pageSize}', path: '/api/staff/query/1/10', body: {}, expect: ownerOnly },
    { route: 'POST /api/staff/add', path: '/api/staff/add', body: {}, expect: ownerOnly },
    { route: 'POST /api/staff/update/{id}', path: '/api/staff/update/999999', body: {}, expect: ownerOnly },
    { route: 'POST /api/staff/updatePwd/{id}', path: '/api/staff/updatePwd/999999', body: {}, expect: ownerOnly },
  ],
  changesWithoutBody: ['POST /api/staff/update/{id}'],
  // The victim's staff and owner are neither listed nor changed, and their names are not the attacker's to take.
  async isolation({ db, victim }) {
    const staff = await buildStaff(db, victim.shop, ['users']);
    return {
      markers: [staff.userName],
      tables: [],
      calls: [
        { route: 'POST /api/staff/query/{page}/{pageSize}', path: '/api/staff/query/1/50', body: {}, status: 200 },
        {
          route: 'POST /api/staff/add',
          path: '/api/staff/add',
          body: { userName: staff.userName, password: PASSWORD, access: ['users'] },
          status: 409,
        },
        {
          route: 'POST /api/staff/update/{id}',
          path: `/api/staff/update/${staff.id}`,
          body: { status: 0, access: ['users', 'audit'] },
          status: 404,
        },
        {
          route: 'POST /api/staff/update/{id}',
          path: `/api/staff/update/${victim.owner.id}`,
          body: { status: 0 },
          status: 404,
        },
        {
          route: 'POST /api/staff/updatePwd/{id}',
          path: `/api/staff/updatePwd/${staff.id}`,
          body: { pwd: PASSWORD },
          status: 404,
        },
        {
          route: 'POST /api/staff/updatePwd/{id}',
          path: `/api/staff/updatePwd/${victim.owner.id}`,
          body: { pwd: PASSWORD },
          status: 404,
        },
      ],
    };
  },
});
