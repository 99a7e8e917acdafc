module.exports = { ...require('../../config/jest.node.cjs') };
