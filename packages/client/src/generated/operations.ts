// Generated from openapi.json by `npm run generate -w @devtrail/client`: do not edit.
/** Every operation of the Devtrail data service: what each client method sends. */
export const OPERATIONS = {
  "listSegments": {
    "method": "get",
    "path": "/segments",
    "pathParams": [],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listSegmentAccounts": {
    "method": "get",
    "path": "/segment/{segment_id}/accounts",
    "pathParams": [
      "segment_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listSegmentDevelopers": {
    "method": "get",
    "path": "/segment/{segment_id}/developers",
    "pathParams": [
      "segment_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listSegmentBuyers": {
    "method": "get",
    "path": "/segment/{segment_id}/buyers",
    "pathParams": [
      "segment_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "findAccountByDomain": {
    "method": "get",
    "path": "/accounts",
    "pathParams": [],
    "queryParams": [
      "domain"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listAccountActivities": {
    "method": "get",
    "path": "/account/{account_id}/activities",
    "pathParams": [
      "account_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listAccountDevelopers": {
    "method": "get",
    "path": "/account/{account_id}/developers",
    "pathParams": [
      "account_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listDeveloperActivities": {
    "method": "get",
    "path": "/developer/{developer_id}/activities",
    "pathParams": [
      "developer_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "deleteDeveloper": {
    "method": "delete",
    "path": "/developer/{developer_id}",
    "pathParams": [
      "developer_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "setDeveloperTags": {
    "method": "put",
    "path": "/developer/{developer_id}/tags",
    "pathParams": [
      "developer_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": true,
    "answer": "json"
  },
  "listIdentityConflicts": {
    "method": "get",
    "path": "/identity/conflicts",
    "pathParams": [],
    "queryParams": [
      "limit"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "unmergeDeveloper": {
    "method": "post",
    "path": "/developer/{developer_id}/unmerge",
    "pathParams": [
      "developer_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": true,
    "answer": "json"
  },
  "listLists": {
    "method": "get",
    "path": "/api/product/list",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "user"
    ],
    "body": false,
    "answer": "json"
  },
  "createList": {
    "method": "post",
    "path": "/api/product/list",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "user"
    ],
    "body": true,
    "answer": "json"
  },
  "addListRows": {
    "method": "put",
    "path": "/api/product/list/{list_id}",
    "pathParams": [
      "list_id"
    ],
    "queryParams": [],
    "headerParams": [
      "user"
    ],
    "body": true,
    "answer": "json"
  },
  "listAudiences": {
    "method": "get",
    "path": "/audiences",
    "pathParams": [],
    "queryParams": [
      "type"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listAudienceMembers": {
    "method": "get",
    "path": "/audiences/{audience_id}/members",
    "pathParams": [
      "audience_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listCrmConnections": {
    "method": "get",
    "path": "/crm/connections",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "setCrmSelection": {
    "method": "put",
    "path": "/crm/connections/{crm}/selection",
    "pathParams": [
      "crm"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": true,
    "answer": "json"
  },
  "syncCrmNow": {
    "method": "post",
    "path": "/crm/connections/{crm}/sync",
    "pathParams": [
      "crm"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "disconnectCrm": {
    "method": "delete",
    "path": "/crm/connections/{crm}",
    "pathParams": [
      "crm"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "getStatsOverview": {
    "method": "get",
    "path": "/stats/overview",
    "pathParams": [],
    "queryParams": [
      "from",
      "to"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsTopPages": {
    "method": "get",
    "path": "/stats/pages",
    "pathParams": [],
    "queryParams": [
      "from",
      "to",
      "limit"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsTopCopies": {
    "method": "get",
    "path": "/stats/copies",
    "pathParams": [],
    "queryParams": [
      "from",
      "to",
      "limit"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsTopReferrers": {
    "method": "get",
    "path": "/stats/referrers",
    "pathParams": [],
    "queryParams": [
      "from",
      "to",
      "limit"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsTopCountries": {
    "method": "get",
    "path": "/stats/countries",
    "pathParams": [],
    "queryParams": [
      "from",
      "to",
      "limit"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsWebVitals": {
    "method": "get",
    "path": "/stats/vitals",
    "pathParams": [],
    "queryParams": [
      "from",
      "to",
      "limit"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsLiveActivities": {
    "method": "get",
    "path": "/stats/live",
    "pathParams": [],
    "queryParams": [
      "limit"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsAccounts": {
    "method": "get",
    "path": "/stats/accounts",
    "pathParams": [],
    "queryParams": [
      "search",
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "getStatsAccount": {
    "method": "get",
    "path": "/stats/accounts/{account_id}",
    "pathParams": [
      "account_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "getStatsDeveloper": {
    "method": "get",
    "path": "/stats/developers/{developer_id}",
    "pathParams": [
      "developer_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsDeveloperTimeline": {
    "method": "get",
    "path": "/stats/developers/{developer_id}/activities",
    "pathParams": [
      "developer_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "exportCsv": {
    "method": "get",
    "path": "/export/{path}",
    "pathParams": [
      "path"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "text"
  }
} as const
