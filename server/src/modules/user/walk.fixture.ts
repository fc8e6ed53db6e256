import { defineModuleWalk, ownerOnly, PASSED, PASSWORD, readable } from '../../../test/walks.js';

/** App users in the shared walks (server/test/walks.ts): a store its own; the victim's user and device are the world's. */
export default defineModuleWalk({
  roles: [
    {
      route: 'POST /api/user/query/{page}/{pageSize}',
      path: '/api/user/query/1/10',
      body: {},
      expect: readable(PASSED),
    },
    { route: 'POST /api/user/export', path: '/api/user/export', body: {}, expect: readable(100403) },
    { route: 'POST /api/user/add', path: '/api/user/add', body: {}, expect: ownerOnly },
    { route: 'POST /api/user/update/{userId}', path: '/api/user/update/999999', body: {}, expect: ownerOnly },
    {
      route: 'POST /api/user/updateStatus/{userId}/{userStatus}',
      path: '/api/user/updateStatus/999999/0',
      expect: ownerOnly,
    },
    { route: 'POST /api/user/close/{userId}', path: '/api/user/close/999999', expect: ownerOnly },
    { route: 'POST /api/user/updatePwd/{userId}', path: '/api/user/updatePwd/999999', body: {}, expect: ownerOnly },
    {
      route: 'POST /api/user/signOutApp/{userId}',
      path: '/api/user/signOutApp/999999',
      // This staff holds `users` only; the owner's code for it is `users:status`.
      expect: ownerOnly,
    },
  ],
  changesWithoutBody: [
    'POST /api/user/close/{userId}',
    'POST /api/user/signOutApp/{userId}',
    'POST /api/user/updateStatus/{userId}/{userStatus}',
  ],
  // The victim's app users are neither listed, exported, changed nor signed out; the attacker's own user cannot be
  // moved onto the victim's device.
  async isolation({ victim, attacker }) {
    const u = victim.user.id;
    const shopId = victim.shop.id;
    const deviceNo = victim.device.deviceNo;
    const mine = attacker.users[0]!;
    const appUserForm = (over: Record<string, unknown> = {}) => ({
      userType: 1,
      userName: 'crossover1',
      mobile: '65 90000001',
      address: '',
      deviceNo,
      permanent: true,
      ...over,
    });
    return {
      markers: [],
      tables: [],
      calls: [
        {
          route: 'POST /api/user/query/{page}/{pageSize}',
          path: '/api/user/query/1/200',
          body: { shopId },
          status: 404,
        },
        { route: 'POST /api/user/query/{page}/{pageSize}', path: '/api/user/query/1/200', body: {}, status: 200 },
        {
          route: 'POST /api/user/query/{page}/{pageSize}',
          path: '/api/user/query/1/200',
          body: { deviceNo },
          status: 200,
        },
        { route: 'POST /api/user/export', path: '/api/user/export', body: { shopId }, status: 404 },
        { route: 'POST /api/user/export', path: '/api/user/export', body: {}, status: 200 },
        {
          route: 'POST /api/user/add',
          path: '/api/user/add',
          body: { ...appUserForm(), password: PASSWORD },
          status: 404,
          code: 400202,
        },
        {
          route: 'POST /api/user/update/{userId}',
          path: `/api/user/update/${u}`,
          body: appUserForm({ deviceNo: '' }),
          status: 404,
          code: 100405,
        },
        {
          route: 'POST /api/user/update/{userId}',
          path: `/api/user/update/${mine.id}`,
          body: appUserForm({ userName: mine.userName, mobile: mine.mobile }),
          status: 404,
          code: 400202,
        },
        {
          route: 'POST /api/user/updateStatus/{userId}/{userStatus}',
          path: `/api/user/updateStatus/${u}/0`,
          status: 404,
        },
        {
          route: 'POST /api/user/updateStatus/{userId}/{userStatus}',
          path: `/api/user/updateStatus/${u}/1`,
          status: 404,
        },
        { route: 'POST /api/user/close/{userId}', path: `/api/user/close/${u}`, status: 404 },
        {
          route: 'POST /api/user/updatePwd/{userId}',
          path: `/api/user/updatePwd/${u}`,
          body: { pwd: PASSWORD },
          status: 404,
        },
        // The analysis app: the attacker signs no one else out.
        {
          route: 'POST /api/user/signOutApp/{userId}',
          path: `/api/user/signOutApp/${u}`,
          status: 404,
          code: 100405,
        },
      ],
    };
  },
});
