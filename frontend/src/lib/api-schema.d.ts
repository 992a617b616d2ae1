// Generated from docs/openapi.json by scripts/api-types.mjs: do not edit. Rewrite with
// `node scripts/api-types.mjs` after `UPDATE_OPENAPI=1 cargo test -p routes --test openapi`.

export interface paths {
    "/private/v2/users/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /**
                 * @description The profile as the client sees it. Statuses are as of now: a lapsed subscription is not
                 *      `active`, and a trial past its expiry reads `expired`, whatever was last stored; `past_due`
                 *      (a renewal unpaid) is shown as it is, with `isSubscriber` saying whether access remains.
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProfileView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/users/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewUser"];
                };
            };
            responses: {
                /**
                 * @description The profile as the client sees it. Statuses are as of now: a lapsed subscription is not
                 *      `active`, and a trial past its expiry reads `expired`, whatever was last stored; `past_due`
                 *      (a renewal unpaid) is shown as it is, with `isSubscriber` saying whether access remains.
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProfileView"];
                    };
                };
                /**
                 * @description The profile as the client sees it. Statuses are as of now: a lapsed subscription is not
                 *      `active`, and a trial past its expiry reads `expired`, whatever was last stored; `past_due`
                 *      (a renewal unpaid) is shown as it is, with `isSubscriber` saying whether access remains.
                 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProfileView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/users/profile/cohort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CohortBody"];
                };
            };
            responses: {
                /**
                 * @description The profile as the client sees it. Statuses are as of now: a lapsed subscription is not
                 *      `active`, and a trial past its expiry reads `expired`, whatever was last stored; `past_due`
                 *      (a renewal unpaid) is shown as it is, with `isSubscriber` saying whether access remains.
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProfileView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/users/profile/subscription-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    paymentId?: string | null;
                    subscriptionId?: string | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionInfo"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/users/profile/subscription-info/family-member": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    paymentId?: string | null;
                    subscriptionId?: string | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MemberInfo"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/users/payments/method/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MethodBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MethodUpdated"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/users/friends-and-family/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    subscriptionId?: string | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FamilyMember"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/users/friends-and-family/member": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InviteBody"];
                };
            };
            responses: {
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Done"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InviteBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Done"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/email-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A student's e-mail choices (everything on until they choose). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Preferences"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A student's e-mail choices (everything on until they choose). */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Preferences"];
                };
            };
            responses: {
                /** @description A student's e-mail choices (everything on until they choose). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Preferences"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query: {
                    /** @description The signed token of the link. */
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unsubscribed"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The student's latest download of their data. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExportView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The student's latest download of their data. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExportView"];
                    };
                };
                /** @description The student's latest download of their data. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExportView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/account/deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account's deletion: waiting or not, and what deleting it does, in words. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeletionView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DeleteBody"];
                };
            };
            responses: {
                /** @description The account's deletion: waiting or not, and what deleting it does, in words. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeletionView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account's deletion: waiting or not, and what deleting it does, in words. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeletionView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/files/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubjectView"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/files/filetypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileType"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/files/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    topic_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileView"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    topic_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileView"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/favourites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    cognito_id: string;
                    file_key: string;
                    subject_id: number;
                    topic_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LikeState"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /**
             * @description `file_type_id` and `file_name` may be sent (the spec lists them) but the catalogue's own
             *      values are stored, so they are not read.
             */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SetBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LikeState"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/favourites/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    cognito_id: string;
                    subject_id: number;
                    topic_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LikedFile"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/favourites/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    cognito_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActiveEntry"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    cognitoId: string;
                    fileKey: string;
                    subjectId: number;
                    topicId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotesView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /**
             * @description `fileName`, `fileTypeId` and `lastUpdated` may be sent (the spec lists them) but the
             *      catalogue's values and the server's clock are stored, so they are not read.
             */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SaveBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotesView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/notes/topic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    cognitoId: string;
                    subjectId: number;
                    topicId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NoteRecord"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/notes/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    cognitoId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActiveEntry"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/payments/setup-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SetupIntentView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/payments/promo-code/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ValidateBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Validation"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/payments/plans/{plan}/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description `individual` or `family`. */
                    plan: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SubscribeBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscribed"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/payments/plans/process-mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MfaBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscribed"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/payments/plans/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PlanBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlanView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/payments/plans/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PlanBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlanView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/coupons/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RedeemBody"];
                };
            };
            responses: {
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Redeemed"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payments/stripe-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/octet-stream": unknown;
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Receipt"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/qna/question-sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    topicId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionSet"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/qna/question-set-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    questionSetId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionDetail"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/this-is-hard/current-question": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    questionId: number;
                    questionSetId: number;
                    subjectId: number;
                    topicId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarkerView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["QuestionParams"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarkerView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["QuestionParams"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarkerView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/quiz/sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    topicId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuizSetSummary"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/quiz/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    quizSetId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuizSetView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /**
             * @description What the page sends. Anything else it might send (a score, which answers are correct) is
             *      not read.
             */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Submission"];
                };
            };
            responses: {
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AttemptView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/quiz/sets/attempted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    authId: string;
                    subjectId: number;
                    topicId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AttemptSummary"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/quiz/set/attempted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    attemptedDate: number;
                    authId: string;
                    quizSetId: number;
                    subjectId: number;
                    topicId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AttemptView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/quiz-challenge/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TopicView2"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/quiz-challenge/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["StartBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StartView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/quiz-challenge/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SubmitBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubmitView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/quiz-challenge/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BoardRowView"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/quiz-challenge/leaderboard/user/best": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    authId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BestView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/quiz-challenge/leaderboard/user/week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    authId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The caller's week so far: their best, if they have one. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyWeek"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/recorded-lessons/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LessonView"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/recorded-lessons/purchased": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LessonView"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/recorded-lessons/sign/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    recordedLessonId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignedUrl"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/recorded-lessons/sign/full-video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    recordedLessonId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignedUrl"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/recorded-lessons/free": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FreeLessonView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/gd/free-lesson": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The spec sends the user's name and e-mail too; the token says who they are, so those are not read. */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TrackBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/gd/preview-lesson": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PreviewBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/gd/dashboard/recommended-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One entry per category; a category nobody in the cohort opened this week is absent. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Recommended"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/payments/product/promo-code/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PromoBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PromoView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/recorded-lessons/checkout/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    couponId?: string;
                    recordedLessonId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The address of the page to go to, as text. */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain; charset=utf-8": unknown;
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/recorded-lessons/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    checkoutId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/recorded-lessons/checkout/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PayBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Paid"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/recorded-lessons/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ValidateBody2"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Validated"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/ask-a-question/thread/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ThreadView"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/ask-a-question/thread/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    threadCreatedAt: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/ask-a-question/thread/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewThread"];
                };
            };
            responses: {
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ThreadView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/ask-a-question/thread/message/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewMessage"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/ask-a-question/thread/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ResolveBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Resolved"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/help/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Waiting"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/help/thread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    cognitoId: string;
                    threadCreatedAt: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ThreadWithMessages"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/help/thread/message/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Reply"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/help/thread/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ThreadRef"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Resolved"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/authenticator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SetUp"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UploadRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UploadUrl"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewFile"];
                };
            };
            responses: {
                /** @description A study file: its object lives in the private bucket under `key`. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StudyFile"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/quiz-sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A quiz set as staff send it (and get it back once stored). */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["QuizSetBody"];
                };
            };
            responses: {
                /** @description A quiz set as staff send it (and get it back once stored). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuizSetBody"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/question-sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    questionSetId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BankQuestion"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["QuestionSetBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionSetBody"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/challenge-questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /**
             * @description A question as authored: a template (see [`template`]). With no variables it is a
             *      fixed question.
             */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChallengeQuestion"];
                };
            };
            responses: {
                /**
                 * @description A question as authored: a template (see [`template`]). With no variables it is a
                 *      fixed question.
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChallengeQuestion"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/challenge-questions/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /**
             * @description A question as authored: a template (see [`template`]). With no variables it is a
             *      fixed question.
             */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChallengeQuestion"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InstancePreview"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Lesson"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Lesson"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/free-lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Schedule"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description From `starts_at` (epoch ms) until the next slot starts, `lesson_id` is the free lesson. */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FreeSlot"];
                };
            };
            responses: {
                /** @description From `starts_at` (epoch ms) until the next slot starts, `lesson_id` is the free lesson. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FreeSlot"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/promo-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PromoCode"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /**
             * @description A promo code: the product's own record, mapping a code to a Stripe coupon id (for the books),
             *      a discount or a trial length.
             */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PromoCode"];
                };
            };
            responses: {
                /**
                 * @description A promo code: the product's own record, mapping a code to a Stripe coupon id (for the books),
                 *      a discount or a trial length.
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PromoCode"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/annual-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AnnualBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AnnualView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PrivacyRequests"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/privacy/deletions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DeletionForStudent"];
                };
            };
            responses: {
                /** @description A deletion waiting, as staff see it. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PendingDeletion"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/insight/hard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    topicId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HardQuestion"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/insight/quiz-questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    topicId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MissedQuestion"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/trusted-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The list, in the order staff gave it. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TrustedBy"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The list, in the order staff gave it. */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TrustedBy"];
                };
            };
            responses: {
                /** @description The list, in the order staff gave it. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TrustedBy"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trusted-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The list, in the order staff gave it. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TrustedBy"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/diagram-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The templates, oldest first. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DiagramTemplates"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A template to save: with the `id` of one to replace, or without for a new one. */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TemplateSave"];
                };
            };
            responses: {
                /** @description One template as stored and as read. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DiagramTemplate"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The templates, oldest first. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DiagramTemplates"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/diagram-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The templates, oldest first. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DiagramTemplates"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/review/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description Only cards of this topic. */
                    topicId?: number | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DueView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/review/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Summary"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/review/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AnswerBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GradedView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/review/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AddBody"];
                };
            };
            responses: {
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Added"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete: {
            parameters: {
                query: {
                    cardId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Removed"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/review/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SettingsView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SettingsBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SettingsView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/review/mastery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description Count the cards due before this time (epoch ms), e.g. the first exam day. */
                    until?: number | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MasteryView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v2/review/projection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProjectionView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AnswersView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/answers/one": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    answerId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OneView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/answers/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    questionId: number;
                    questionSetId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DraftView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DraftBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Saved"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/answers/diagram": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DiagramRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DiagramUpload"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/answers/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SubmitBody2"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HandedIn"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/papers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PapersView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/papers/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["StartBody2"];
                };
            };
            responses: {
                /** @description A sitting with its paper and the server's time: the page counts down from `now`. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SittingView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/papers/sitting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    sittingId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A sitting with its paper and the server's time: the page counts down from `now`. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SittingView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WordsBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WordsSaved"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/papers/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WordsBody"];
                };
            };
            responses: {
                /** @description A sitting with its paper and the server's time: the page counts down from `now`. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SittingView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/papers/self-mark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SelfMarkBody"];
                };
            };
            responses: {
                /** @description A sitting with its paper and the server's time: the page counts down from `now`. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SittingView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/papers/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SendBody"];
                };
            };
            responses: {
                /** @description A sitting with its paper and the server's time: the page counts down from `now`. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SittingView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/grade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The predicted grade, its trend and what it was worked from. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GradeView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GradeBody"];
                };
            };
            responses: {
                /** @description The predicted grade, its trend and what it was worked from. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GradeView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/ia": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PortfolioView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/ia/commentary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CommentaryBody"];
                };
            };
            responses: {
                /** @description Saved, with what the rubric says now. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SavedCommentary"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/ia/article-copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CopyRequest"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CopyUpload"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/ia/hand-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HandInBody"];
                };
            };
            responses: {
                /** @description One commentary as its writer (or a teacher) reads it, with what the rubric says of it. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CommentaryView"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private/v1/ia/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PortfolioPdfLink"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/ia/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IaQueueEntry"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/ia/commentary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    cognitoId: string;
                    slot: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /**
                 * @description A commentary as a teacher reads it: the draft handed in (for advice) or the final (for marks),
                 *      the rest of the portfolio, the rubric's checks and staff's guidance beside each criterion.
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IaReading"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/ia/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CommentaryRef"];
                };
            };
            responses: {
                /**
                 * @description A commentary as a teacher reads it: the draft handed in (for advice) or the final (for marks),
                 *      the rest of the portfolio, the rubric's checks and staff's guidance beside each criterion.
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IaReading"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/ia/advice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdviceBody"];
                };
            };
            responses: {
                /**
                 * @description A commentary as a teacher reads it: the draft handed in (for advice) or the final (for marks),
                 *      the rest of the portfolio, the rubric's checks and staff's guidance beside each criterion.
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IaReading"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/ia/mark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MarkBody"];
                };
            };
            responses: {
                /**
                 * @description A commentary as a teacher reads it: the draft handed in (for advice) or the final (for marks),
                 *      the rest of the portfolio, the rubric's checks and staff's guidance beside each criterion.
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IaReading"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/ia/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /**
                 * @description What staff set: the limits the IB could change, and their own guidance beside each criterion
                 *      (a teaching resource's words, not the IB's).
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IaSettings"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /**
             * @description What staff set: the limits the IB could change, and their own guidance beside each criterion
             *      (a teaching resource's words, not the IB's).
             */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["IaSettings"];
                };
            };
            responses: {
                /**
                 * @description What staff set: the limits the IB could change, and their own guidance beside each criterion
                 *      (a teaching resource's words, not the IB's).
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IaSettings"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/standards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What the head of marking oversees. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Overview"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/standards/seeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    part: components["schemas"]["Part"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Seed"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SeedBody"];
                };
            };
            responses: {
                /**
                 * @description A seed: what the student wrote and drew, the question it answers and the definitive mark;
                 *      nothing of who wrote it.
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Seed"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/standards/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["StandardBody"];
                };
            };
            responses: {
                /**
                 * @description What staff set for one part (or question): how far a mark may be from the definitive one, the
                 *      qualification set and the pause rule, and how often seeds and second marking come.
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Standard"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/standards/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ResumeBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Resumed"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/standards/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    answerId: string;
                    cognitoId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Two marks of one answer as the head of marking reads them. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DecisionReading"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/standards/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DecideBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Decided"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/standards/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description `2026-3` (autumn 2026); this term when absent. */
                    term?: string | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A term's figures. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TermFigures"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/standards/dataset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description `2026-3` (autumn 2026); this term when absent. */
                    term?: string | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Dataset"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/standards/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description `2026-3` (autumn 2026); this term when absent. */
                    term?: string | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyStandards"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/standards/qualification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    part: components["schemas"]["Part"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QualificationSet"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["QualBody"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QualMarked"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/how-we-mark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description `2026-3` (autumn 2026); this term when absent. */
                    term?: string | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A term's figures. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TermFigures"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/papers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaperDef"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PaperBody"];
                };
            };
            responses: {
                /** @description A paper staff made from question-bank questions. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaperDef"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/grade-boundaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Boundaries"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A session's grade boundaries at one level, as staff keep them. */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Boundaries"];
                };
            };
            responses: {
                /** @description A session's grade boundaries at one level, as staff keep them. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Boundaries"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/marking/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    level?: components["schemas"]["CourseLevel"] | null;
                    /** @description The part's marks (10 and 15: markband parts). */
                    marks?: number | null;
                    paper?: components["schemas"]["Paper"] | null;
                    /** @description The question's topic. */
                    topicId?: number | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueueEntry"][];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/marking/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    answerId: string;
                    cognitoId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /**
                 * @description An answer as staff read it: with its question, the model answer and the student's diagram
                 *      (signed links). What the student expected stays with them until the mark is given.
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Reading"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/marking/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AnswerRef"];
                };
            };
            responses: {
                /** @description An answer on the desk, for its marker. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Desk"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/marking/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MarkBody2"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DraftSaved"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/marking/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MarkBody2"];
                };
            };
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GivenBack"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/marking/insight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Insight"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/marking/allowances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Marked answers a month, by plan: staff set them; these are the defaults. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Allowances"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Marked answers a month, by plan: staff set them; these are the defaults. */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Allowances"];
                };
            };
            responses: {
                /** @description Marked answers a month, by plan: staff set them; these are the defaults. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Allowances"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/marking/descriptors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Staff's descriptors, by band level (index 0 is band 0); None where none is written yet. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BandDescriptors"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Staff's descriptors, by band level (index 0 is band 0); None where none is written yet. */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BandDescriptors"];
                };
            };
            responses: {
                /** @description Staff's descriptors, by band level (index 0 is band 0); None where none is written yet. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BandDescriptors"];
                    };
                };
                /** @description A refusal or failure: 4xx for the caller's request, 503 when a dependency is down (retry), never anything but this body. */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @enum {string} */
        Action: "watched" | "notesDownloaded";
        /** @enum {string} */
        ActionResult: "CONTINUE" | "END";
        /** @enum {string} */
        ActionType: "ANSWER" | "SKIP";
        ActiveEntry: {
            /** Format: uint32 */
            subjectId: number;
            topics: number[];
        };
        AddBody: {
            source: components["schemas"]["CardSource"];
        };
        Added: {
            /** @description False when the question was in the deck already (its schedule is kept). */
            added: boolean;
            cardId: string;
        };
        AdviceBody: {
            cognitoId: string;
            /** @default [] */
            comments: components["schemas"]["Comment"][];
            /** @default [] */
            criteria: components["schemas"]["CriterionNote"][];
            /** @default  */
            overall: string;
            /** Format: uint8 */
            slot: number;
        };
        /** @description A teacher's advice as the student reads it. */
        AdviceView: {
            /** Format: int64 */
            at: number;
            comments: components["schemas"]["Comment"][];
            criteria: components["schemas"]["CriterionNote"][];
            markerName: string;
            overall: string;
        };
        /** @description The agreement of a set of pairs. */
        Agreement: {
            /**
             * Format: double
             * @description The share of pairs exactly equal, 0 to 1.
             */
            exact?: number | null;
            /**
             * Format: double
             * @description Quadratic weighted kappa, 1 for perfect agreement, 0 for what chance gives; `None` when it
             *      is undefined (no pairs, or both sides always gave one same mark: chance explains all).
             */
            kappa?: number | null;
            /**
             * Format: uint32
             * @description How many pairs it rests on.
             */
            n: number;
            /**
             * Format: double
             * @description The share of pairs at most one apart.
             */
            withinOne?: number | null;
        };
        /** @description This month's marked answers: how many the plan allows, how many are used, when it starts again. */
        AllowanceView: {
            /** Format: uint32 */
            limit: number;
            /**
             * Format: int64
             * @description Epoch ms.
             */
            resetsAt: number;
            /** @description `1 December`. */
            resetsOn: string;
            /** Format: uint32 */
            used: number;
        };
        /** @description Marked answers a month, by plan: staff set them; these are the defaults. */
        Allowances: {
            /**
             * Format: uint32
             * @description Each family member, their own.
             */
            familyMember: number;
            /**
             * Format: uint32
             * @description What a teacher's advice on an IA commentary's draft counts as.
             * @default 1
             */
            iaDraft: number;
            /**
             * Format: uint32
             * @description What marking an IA commentary's final counts as.
             * @default 2
             */
            iaFinal: number;
            /**
             * Format: uint32
             * @description How many of the month's marked answers a whole paper sent to the desk counts as.
             * @default 2
             */
            paper: number;
            /**
             * Format: uint32
             * @description An individual or family owner's subscription, or an annual plan.
             */
            subscriber: number;
            /**
             * Format: uint32
             * @description A free trial.
             */
            trial: number;
        };
        AnnualBody: {
            email: string;
            /**
             * Format: int64
             * @description Epoch seconds the plan runs until; absent to revoke.
             * @default null
             */
            expiresAt: number | null;
        };
        AnnualView: {
            email: string;
            fullName: string;
            isSubscriber: boolean;
            /** Format: int64 */
            subscriptionExpiry: number;
            subscriptionPlanType: components["schemas"]["PlanType"];
        };
        /** @description A student's written answer to a question-bank question that carries marks. */
        Answer: {
            /** @description `{questionSetId}-{questionId}-draft` while written, `{questionSetId}-{questionId}-{submittedAt}` once handed in. */
            answerId: string;
            /** @description The editor's document (Lexical JSON). */
            body: string;
            /** @description The marker who holds it, and until when (epoch ms). */
            claimBy?: string | null;
            claimName?: string | null;
            /** Format: int64 */
            claimUntil?: number | null;
            cognitoId: string;
            /** @description An uploaded diagram (PNG, JPEG or WebP) in the private bucket. */
            diagramKey?: string | null;
            /**
             * @description The economics diagrams drawn in the editor, in the order the text refers to them
             *      ("Diagram 1"), each checked against its limits before it is kept.
             */
            diagrams?: components["schemas"]["Diagram"][];
            /** @description The marker's work in progress (staff only). */
            draftMark?: components["schemas"]["Mark"] | null;
            level?: components["schemas"]["CourseLevel"] | null;
            mark?: components["schemas"]["Mark"] | null;
            /** Format: uint32 */
            marks: number;
            paper?: components["schemas"]["Paper"] | null;
            /** Format: uint32 */
            questionId: number;
            /** Format: uint32 */
            questionSetId: number;
            /** Format: int64 */
            returnedAt?: number | null;
            selfAssessment?: components["schemas"]["SelfAssessment"] | null;
            /** @description The paper sitting it is a part of, when a whole paper was sent to the desk. */
            sitting?: components["schemas"]["SittingPart"] | null;
            status: components["schemas"]["AnswerStatus"];
            /** Format: uint32 */
            subjectId: number;
            /** Format: int64 */
            submittedAt?: number | null;
            /** @description Its plain text: what is marked, and what comments point into. */
            text: string;
            /** Format: uint32 */
            topicId: number;
            /**
             * Format: int64
             * @description Epoch ms.
             */
            updatedAt: number;
            /**
             * Format: uint64
             * @description One more with every save of a draft.
             */
            version: number;
        };
        AnswerBody: {
            /**
             * Format: uint32
             * @description A multiple-choice card: the answer chosen (the server grades it).
             * @default null
             */
            answerId: number | null;
            cardId: string;
            /**
             * @description An open question: the student's own grade after seeing the model answer.
             * @default null
             */
            grade: components["schemas"]["Grade"] | null;
        };
        /** @description A line of the student's list of answers. */
        AnswerLine: {
            answerId: string;
            calibration?: components["schemas"]["Calibration"] | null;
            /** Format: uint32 */
            mark?: number | null;
            /** Format: uint32 */
            marks: number;
            /**
             * @description The start of the question's words (else its name), which tells this answer from another;
             *      None when staff have since removed the question from the question bank.
             */
            questionExcerpt?: string | null;
            /** Format: uint32 */
            questionId: number;
            /** Format: uint32 */
            questionSetId: number;
            status: components["schemas"]["AnswerStatus"];
            /** Format: uint32 */
            subjectId: number;
            /** Format: int64 */
            submittedAt?: number | null;
            /** Format: uint32 */
            topicId: number;
            /** Format: int64 */
            updatedAt: number;
            /** Format: uint */
            wordCount: number;
        };
        AnswerRef: {
            answerId: string;
            cognitoId: string;
        };
        /** @description Where an answer is. */
        AnswerStatus: "draft" | "submitted" | "returned";
        AnswersView: {
            allowance: components["schemas"]["AllowanceView"];
            answers: components["schemas"]["AnswerLine"][];
            /** @description Over every marked answer with a self-assessment. */
            calibration: components["schemas"]["CalibrationSummary"];
            /**
             * @description Their calibration over time: the latest marked answers (self-assessed against marked) and
             *      how far, on average over the last five, they marked themselves from their teacher.
             */
            trend: components["schemas"]["CalibrationTrend"];
        };
        /** @description The news article a commentary is on, as the student describes it. */
        Article: {
            /** @default  */
            title: string;
            /**
             * @description Its web address.
             * @default
             */
            address: string;
            /** @description The copy of the article (PDF, PNG or JPEG, checked by its first bytes) in the private bucket. */
            copyKey?: string | null;
            published?: components["schemas"]["Day"] | null;
            /** @default  */
            publisher: string;
        };
        AttemptSummary: {
            /** Format: int64 */
            attemptedDate: number;
            authId: string;
            /** Format: uint32 */
            quizSetId: number;
            /** Format: uint32 */
            quizSetLength: number;
            quizSetName: string;
            /** Format: uint32 */
            quizSetScore: number;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        AttemptView: {
            /** Format: int64 */
            attemptedDate: number;
            authId: string;
            /** Format: uint32 */
            quizSetId: number;
            /** Format: uint32 */
            quizSetLength: number;
            quizSetName: string;
            /** Format: uint32 */
            quizSetScore: number;
            quizzes: components["schemas"]["AttemptedQuizView"][];
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        AttemptedQuizView: {
            availableAnswers: components["schemas"]["AvailableAnswer"][];
            /** Format: uint32 */
            correctAnswerId: number;
            /** Format: uint32 */
            id: number;
            questionImage?: string | null;
            questionText: string;
            /** Format: uint32 */
            selectedAnswerId: number;
        };
        AvailableAnswer: {
            answerText: string;
            /** Format: uint32 */
            quizAnswerId: number;
        };
        /**
         * @description The two axes, and the kind of diagram they belong to (which decides the labels examiners
         *      expect).
         */
        Axes: {
            kind: components["schemas"]["DiagramKind"];
            x: components["schemas"]["Label"];
            y: components["schemas"]["Label"];
        };
        /** @description One markband: a level chosen first, then a mark within its range. */
        Band: {
            /**
             * Format: uint8
             * @description 0 for the lowest band.
             */
            level: number;
            /** Format: uint32 */
            max: number;
            /** Format: uint32 */
            min: number;
        };
        /** @description Staff's descriptors, by band level (index 0 is band 0); None where none is written yet. */
        BandDescriptors: {
            /**
             * @description The 15-mark parts' bands (0, 1–3, 4–6, 7–9, 10–12, 13–15).
             * @default []
             */
            fifteen: (string | null)[];
            /**
             * @description The 10-mark parts' bands (0, 1–2, 3–4, 5–6, 7–8, 9–10).
             * @default []
             */
            ten: (string | null)[];
        };
        /** @description A question of the bank as the paper form lists it. */
        BankQuestion: {
            /** Format: uint32 */
            id: number;
            /** Format: uint32 */
            marks?: number | null;
            name: string;
            paper?: components["schemas"]["Paper"] | null;
        };
        BestQuery: {
            authId: string;
        };
        BestView: {
            authId: string;
            fullName: string;
            /** Format: uint32 */
            totalScore: number;
            /** Format: uint32 */
            totalSkips: number;
        };
        BoardRowView: {
            /** @description Masked: each word's first letter and three asterisks. */
            name: string;
            /** Format: uint32 */
            rank: number;
            /** Format: uint32 */
            skips: number;
            /** Format: uint32 */
            streak: number;
        };
        /** @description A session's grade boundaries at one level, as staff keep them. */
        Boundaries: {
            /** @description Example figures (not the IB's own for this session): shown as such. */
            example: boolean;
            /** @description Grades 2–7 that have a boundary; those below the lowest one given form one range. */
            grades: components["schemas"]["Boundary"][];
            level: components["schemas"]["CourseLevel"];
            /** @description The exam session, as a cohort is written: `2025#MAY`. */
            session: string;
        };
        /** @description The lowest score of one grade. */
        Boundary: {
            /** Format: uint8 */
            grade: number;
            /**
             * Format: uint32
             * @description Out of 100.
             */
            min: number;
        };
        Budget: {
            /** Format: uint32 */
            amount: number;
            unit: components["schemas"]["BudgetUnit"];
        };
        /**
         * @description The student's daily budget: minutes of reviewing, or a number of cards.
         * @enum {string}
         */
        BudgetUnit: "minutes" | "cards";
        /** @description A self-assessment against the teacher's mark. */
        Calibration: "onTarget" | "over" | "under";
        /** @description One marked answer in a student's calibration over time: what they expected and what they got. */
        CalibrationPoint: {
            answerId: string;
            /** Format: uint32 */
            mark: number;
            /**
             * Format: int64
             * @description When it was marked (epoch ms).
             */
            markedAt: number;
            /** Format: uint32 */
            max: number;
            /** Format: uint32 */
            questionId: number;
            /** @description The marks the self-assessment names (a band's range, or one mark). */
            selfRange: [
                number,
                number
            ];
        };
        /**
         * @description A student's calibration over their marked answers: how many on target, over and under, and
         *      the mean gap between the middle of what they expected and what they got, in percent of the
         *      part's marks (positive: they expect more than they get).
         */
        CalibrationSummary: {
            /** Format: double */
            meanGapPercent: number;
            /** Format: uint32 */
            onTarget: number;
            /** Format: uint32 */
            over: number;
            /** Format: uint32 */
            under: number;
        };
        /**
         * @description A student's calibration over time: their latest marked answers (latest first, at most
         *      [`TREND_POINTS`]) and how far, on average over the latest [`TREND_RECENT`] of them, their own
         *      mark was from the teacher's.
         */
        CalibrationTrend: {
            /** @description Higher (`over`), lower (`under`) or within half a mark (`onTarget`) on average. */
            leaning: components["schemas"]["Calibration"];
            /**
             * Format: double
             * @description Their own mark minus the teacher's, in marks, on average over `recent` answers, to one
             *      decimal (positive: they marked themselves higher). A band counts as the middle of its range.
             */
            meanGapMarks: number;
            points: components["schemas"]["CalibrationPoint"][];
            /**
             * Format: uint32
             * @description How many answers the average is over (0 when none is marked yet).
             */
            recent: number;
        };
        CardParams: {
            cardId: string;
        };
        /**
         * @description What a card asks: a quiz question (multiple choice) or a question-bank question (open, with a
         *      model answer).
         */
        CardSource: {
            /** @constant */
            kind: "quiz";
            /** Format: uint32 */
            quizId: number;
            /** Format: uint32 */
            quizSetId: number;
        } | {
            /** @constant */
            kind: "questionBank";
            /** Format: uint32 */
            questionId: number;
            /** Format: uint32 */
            questionSetId: number;
        } | {
            /** @constant */
            kind: "challenge";
            /** Format: uint32 */
            questionId: number;
        };
        CardView: {
            cardId: string;
            /**
             * Format: int64
             * @description Epoch ms.
             */
            due: number;
            origin: components["schemas"]["Origin"];
            prompt: components["schemas"]["Prompt"];
            /**
             * Format: int32
             * @description Times reviewed so far.
             */
            reviews: number;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        /**
         * @description A question as authored: a template (see [`template`]). With no variables it is a
         *      fixed question.
         */
        ChallengeQuestion: {
            /** @description The correct answer, with placeholders. */
            correctAnswer: string;
            /** @description The wrong answers (the common mistakes), with placeholders. */
            distractors: string[];
            /** @description The worked explanation, with placeholders. */
            explanationNotes: string;
            /** Format: uint32 */
            id: number;
            questionImageKey?: string | null;
            /** @description The question, with `{formula}` placeholders. */
            questionText: string;
            recommendation: components["schemas"]["Recommendation2"];
            /** Format: uint32 */
            topicId: number;
            /**
             * @description Drawn afresh for every question served, in this order.
             * @default []
             */
            variables: components["schemas"]["Variable"][];
        };
        /** @description One thing the rubric asks that a commentary or the portfolio does not do yet. */
        Check: {
            /** @constant */
            kind: "missing";
            message: string;
        } | {
            /** @constant */
            kind: "articleTooOld";
            message: string;
            /** Format: int64 */
            months: number;
        } | {
            /** @constant */
            kind: "articleAfterWriting";
            message: string;
        } | {
            /** @constant */
            kind: "overWords";
            /** Format: uint32 */
            limit: number;
            message: string;
            /** Format: uint32 */
            words: number;
        } | {
            /** @constant */
            kind: "sameUnit";
            message: string;
            slots: number[];
        } | {
            /** @constant */
            kind: "sameSource";
            message: string;
            slots: number[];
        } | {
            /** @constant */
            kind: "sameConcept";
            message: string;
            slots: number[];
        };
        CheckoutQuery: {
            checkoutId: string;
        };
        CheckoutView: {
            description: string;
            /** Format: int64 */
            amountInCent: number;
            checkoutId: string;
            couponId: string;
            currency: string;
            name: string;
            /** Format: int64 */
            originalAmountInCent: number;
            /** @description The caller already owns the lesson (paid on another tab, say). */
            purchased: boolean;
            /** Format: uint32 */
            recordedLessonId: number;
        };
        /** @description One choice: the question's id and the chosen answer's id (0 or absent = unanswered). */
        Choice: {
            /** Format: uint32 */
            quizId: number;
            /**
             * Format: uint32
             * @default 0
             */
            selectedAnswerId: number;
        };
        CohortBody: {
            month: string;
            /** Format: int64 */
            year: number;
        };
        /**
         * @description A comment anchored to a passage of the answer's text: characters `start..end` (Unicode scalar
         *      values), with the passage quoted so a later reader can check it still matches.
         */
        Comment: {
            /** Format: uint32 */
            end: number;
            quote: string;
            /** Format: uint32 */
            start: number;
            text: string;
        };
        CommentaryBody: {
            /**
             * @default {
             *       "title": "",
             *       "address": "",
             *       "publisher": ""
             *     }
             */
            article: components["schemas"]["Article"];
            body: string;
            /** @default null */
            concept: components["schemas"]["KeyConcept"] | null;
            /** @default [] */
            diagrams: components["schemas"]["Diagram"][];
            /** Format: uint8 */
            slot: number;
            text: string;
            /** @default null */
            unit: components["schemas"]["Unit"] | null;
            /**
             * Format: uint64
             * @description The version this save makes: one more than the version the page read.
             */
            version: number;
        };
        CommentaryRef: {
            cognitoId: string;
            /** Format: uint8 */
            slot: number;
        };
        /** @description One commentary as its writer (or a teacher) reads it, with what the rubric says of it. */
        CommentaryView: {
            advice?: components["schemas"]["AdviceView"] | null;
            article: components["schemas"]["Article"];
            body: string;
            checks: components["schemas"]["Check"][];
            concept?: components["schemas"]["KeyConcept"] | null;
            /** @description A link to the article's copy. */
            copyUrl?: string | null;
            diagrams: components["schemas"]["Diagram"][];
            /** @description The draft a teacher read (or reads), as handed in. */
            draft?: components["schemas"]["HandedDraft"] | null;
            /** Format: int64 */
            finalAt?: number | null;
            marking?: components["schemas"]["MarkingView"] | null;
            /** Format: uint8 */
            slot: number;
            stage: components["schemas"]["Stage"];
            text: string;
            unit?: components["schemas"]["Unit"] | null;
            /** Format: int64 */
            updatedAt: number;
            /**
             * Format: uint64
             * @description 0 before the first save.
             */
            version: number;
            words: components["schemas"]["WordCount"];
            /** @description The day it was written (the server's): its last save, or the final's hand-in. */
            writtenOn: components["schemas"]["Day"];
        };
        /**
         * @description A component of the assessment: the three papers and the internal assessment.
         * @enum {string}
         */
        Component: "P1" | "P2" | "P3" | "IA";
        /** @description A mark for a component: the latest marked paper's, or the student's estimate for the IA. */
        ComponentMark: {
            /**
             * Format: int64
             * @description Epoch ms it was marked (or estimated).
             */
            at: number;
            component: components["schemas"]["Component"];
            /** Format: uint32 */
            mark: number;
            /** Format: uint32 */
            max: number;
            source: components["schemas"]["Source"];
        };
        CopyRequest: {
            /** @description `application/pdf`, `image/png` or `image/jpeg`. */
            contentType: string;
            /** Format: uint64 */
            size: number;
        };
        CopyUpload: {
            /** @description Headers the PUT must carry (they are part of the signature). */
            headers: {
                [key: string]: string;
            };
            key: string;
            uploadUrl: string;
        };
        /**
         * @description The course level.
         * @enum {string}
         */
        CourseLevel: "HL" | "SL";
        /**
         * @description The six criteria: A–E per commentary, F once for the portfolio.
         * @enum {string}
         */
        Criterion: "A" | "B" | "C" | "D" | "E" | "F";
        /** @description A commentary's marks on criteria A–E. */
        CriterionMarks: {
            /** Format: uint8 */
            a: number;
            /** Format: uint8 */
            b: number;
            /** Format: uint8 */
            c: number;
            /** Format: uint8 */
            d: number;
            /** Format: uint8 */
            e: number;
        };
        /** @description A teacher's note on one criterion, in their own words. */
        CriterionNote: {
            criterion: components["schemas"]["Criterion"];
            text: string;
        };
        Dataset: {
            doubleMarked: components["schemas"]["DoubleMarked"][];
            seeds: components["schemas"]["SeedRecord"][];
            term: string;
        };
        /**
         * Format: date
         * @description YYYY-MM-DD
         */
        Day: string;
        DecideBody: {
            answerId: string;
            /**
             * Format: uint8
             * @default null
             */
            band: number | null;
            cognitoId: string;
            /** @description Whose comments go to the student. */
            keep: components["schemas"]["Keep"];
            /**
             * Format: uint32
             * @description The final mark (the head's, within the scheme).
             */
            mark: number;
        };
        Decided: {
            /** Format: uint32 */
            mark: number;
            /** @description Whether the student was told of a changed mark (or, held back, of their mark). */
            told: boolean;
        };
        /** @description Two blind marks beyond tolerance of each other, for the head of marking to decide. */
        DecisionEntry: {
            answerId: string;
            cognitoId: string;
            first: components["schemas"]["Mark"];
            part: components["schemas"]["Part"];
            partName: string;
            reason: components["schemas"]["SecondReason"];
            second?: components["schemas"]["Mark"] | null;
        };
        /** @description Two marks of one answer as the head of marking reads them. */
        DecisionReading: {
            answer: components["schemas"]["Answer"];
            decision: components["schemas"]["DecisionEntry"];
            question?: components["schemas"]["WrittenQuestionView"] | null;
            scheme: components["schemas"]["Scheme"];
        };
        /** @description The head of marking's mark of a seed, and why. */
        Definitive: {
            /** Format: uint8 */
            band?: number | null;
            /** Format: uint32 */
            mark: number;
            rationale: string;
        };
        DeleteBody: {
            /** @description The account's password, checked by the user pool (never stored or logged). */
            password: string;
        };
        DeletionForStudent: {
            /** @description The student's address. */
            email: string;
            /** @description Where they asked (the date of their e-mail, a letter), kept with the deletion. */
            reference: string;
        };
        /** @description The account's deletion: waiting or not, and what deleting it does, in words. */
        DeletionView: {
            /** @description Asked by staff for the student (in writing). */
            byStaff: boolean;
            /**
             * @description What deleting the account does, in the order it happens (before one is asked for); `{day}`
             *      in it stands for `day_at`.
             */
            consequences: string[];
            /**
             * Format: int64
             * @description The moment the account would be deleted if asked now (epoch ms; before one is asked for):
             *      the page writes it, in place of `{day}`, as a date in the student's time zone, as it writes
             *      `deleteAt` once asked.
             */
            dayAt?: number | null;
            /** Format: int64 */
            deleteAt?: number | null;
            /**
             * Format: int64
             * @description When it was asked for and when it takes place (epoch ms), while it waits.
             */
            requestedAt?: number | null;
        };
        /** @description An answer on the desk, for its marker. */
        Desk: {
            answer: components["schemas"]["Answer"];
            /** @description Staff's words for each band of the scheme, by level (markbands only; None where unwritten). */
            bandDescriptors: (string | null)[];
            /**
             * Format: int64
             * @description Until when the claim holds (epoch ms).
             */
            claimUntil: number;
            diagramUrl?: string | null;
            /**
             * Format: int64
             * @description The server's clock when the claim was taken (epoch ms): the page counts down against it.
             */
            now: number;
            /**
             * @description None when staff have since removed the question from the question bank: the answer, its
             *      scheme and its mark are read and marked all the same.
             */
            question?: components["schemas"]["WrittenQuestionView"] | null;
            scheme: components["schemas"]["Scheme"];
        };
        /** @description One diagram. */
        Diagram: {
            axes: components["schemas"]["Axes"];
            elements: components["schemas"]["Element"][];
            /** Format: uint32 */
            version: number;
        };
        /**
         * @description The kinds of diagram the syllabus draws.
         * @enum {string}
         */
        DiagramKind: "market" | "macro" | "labour" | "foreignExchange" | "lorenz" | "ppc" | "phillips" | "costsRevenues" | "other";
        DiagramRequest: {
            /** @description `image/png`, `image/jpeg` or `image/webp`. */
            contentType: string;
            /** Format: uint64 */
            size: number;
        };
        /** @description One template as stored and as read. */
        DiagramTemplate: {
            diagram: components["schemas"]["Diagram"];
            /**
             * Format: int64
             * @description Epoch ms when it was first saved; names it for an edit or a removal.
             */
            id: number;
            /** @description Plain text, 1–60 characters, as the picker shows it. */
            name: string;
        };
        /** @description The templates, oldest first. */
        DiagramTemplates: {
            templates: components["schemas"]["DiagramTemplate"][];
        };
        DiagramUpload: {
            /** @description Headers the PUT must carry (they are part of the signature). */
            headers: {
                [key: string]: string;
            };
            key: string;
            uploadUrl: string;
        };
        /** @description What a code does to a plan's price, as the page shows it. */
        Discount: "forever" | "once" | "invalid";
        Done: {
            message: string;
        };
        /** @description An answer marked twice, in the data set: no student, no marker. */
        DoubleMarked: {
            diagrams: components["schemas"]["Diagram"][];
            /**
             * Format: uint32
             * @description The mark the student has.
             */
            final?: number | null;
            /** Format: uint32 */
            first: number;
            part: components["schemas"]["Part"];
            /** Format: uint32 */
            questionId: number;
            /** Format: uint32 */
            questionSetId: number;
            /** Format: uint32 */
            second: number;
            text: string;
        };
        DraftBody: {
            /** @description The editor's document (Lexical JSON). */
            body: string;
            /** @default null */
            diagramKey: string | null;
            /**
             * @description The diagrams drawn in the editor (each checked against its limits; one outside them is a
             *      400 and nothing is saved).
             * @default []
             */
            diagrams: components["schemas"]["Diagram"][];
            /** Format: uint32 */
            questionId: number;
            /** Format: uint32 */
            questionSetId: number;
            /** @description Its plain text. */
            text: string;
            /**
             * Format: uint64
             * @description The version this save makes: one more than the version the page last read (1 for the first).
             */
            version: number;
        };
        DraftSaved: {
            /** Format: int64 */
            claimUntil: number;
            /**
             * Format: int64
             * @description The server's clock (epoch ms).
             */
            now: number;
        };
        DraftView: {
            allowance: components["schemas"]["AllowanceView"];
            /** @description The answer being written, if the student has begun one. */
            draft?: components["schemas"]["WrittenAnswerView"] | null;
            question: components["schemas"]["WrittenQuestionView"];
        };
        DrawnValue: {
            name: string;
            /** Format: double */
            value: number;
        };
        DueParams: {
            /**
             * Format: uint32
             * @description Only cards of this topic.
             * @default null
             */
            topicId: number | null;
        };
        DueView: {
            /**
             * @description The first planned cards: earliest first without a budget, lowest predicted recall first
             *      with one.
             */
            cards: components["schemas"]["CardView"][];
            /**
             * Format: uint32
             * @description How many cards are planned for now (of the topic, when one is chosen): every due card
             *      without a daily budget; with one, today's share (and cards soon due on a light day).
             */
            dueCount: number;
            /**
             * Format: int64
             * @description When nothing is planned: when the next card comes due (epoch ms), if the deck has any.
             */
            nextDueAt?: number | null;
            /**
             * Format: int64
             * @description The server's time of this answer (epoch ms), for saying "in 3 days".
             */
            now: number;
            /**
             * Format: uint32
             * @description Today's reviews in all with a budget (done and to do); none without one.
             */
            quota?: number | null;
            /**
             * Format: uint32
             * @description Reviews done today.
             */
            reviewedToday: number;
            /** @description The topics that have due cards (for the filter), with how many each. */
            topics: components["schemas"]["TopicCount"][];
            /**
             * Format: uint32
             * @description Due cards left for the coming days because today's budget is spent.
             */
            waiting: number;
        };
        /** @description One thing drawn on the diagram. */
        Element: {
            /** @constant */
            kind: "curve";
            label: components["schemas"]["Label"];
            shape: components["schemas"]["Shape"];
            /** @default solid */
            style: components["schemas"]["LineStyle"];
        } | {
            at: components["schemas"]["Pt"];
            /** @constant */
            kind: "point";
            label?: components["schemas"]["Label"] | null;
            xLabel?: components["schemas"]["Label"] | null;
            yLabel?: components["schemas"]["Label"] | null;
        } | {
            from: components["schemas"]["Pt"];
            /** @constant */
            kind: "arrow";
            to: components["schemas"]["Pt"];
        } | {
            /** @default plain */
            fill: components["schemas"]["Fill"];
            /** @constant */
            kind: "area";
            label?: components["schemas"]["Label"] | null;
            labelAt?: components["schemas"]["Pt"] | null;
            points: components["schemas"]["Pt"][];
        } | {
            at: components["schemas"]["Pt"];
            /** @constant */
            kind: "note";
            text: string;
        };
        /** @description The body of every error answer (also what the OpenAPI document says of it). */
        ErrorBody: {
            /** @description A stable code, e.g. `BAD_REQUEST`, `ERROR_USER_ALREADY_SUBSCRIBED`. */
            code: components["schemas"]["ErrorCode"];
            /** @description What to tell the user. */
            message: string;
            /** @description Details some refusals carry (e.g. the client secret of a payment to confirm). */
            payload?: unknown;
        };
        /**
         * @description Every code an error answer can carry: the one list, published in the OpenAPI document (the
         *      front end's `ErrorCode` type is generated from it). Serialized as `SCREAMING_SNAKE_CASE`.
         */
        ErrorCode: ("BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "ERROR_NOT_FOUND" | "ROUTE_NOT_FOUND" | "METHOD_NOT_ALLOWED" | "PAYLOAD_TOO_LARGE" | "TOO_MANY_REQUESTS" | "STAFF_MFA_REQUIRED" | "STAFF_SIGN_IN_AGAIN" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "TRY_AGAIN" | "EMAIL_NOT_VERIFIED" | "ALREADY_SUBSCRIBED" | "ERROR_USER_ALREADY_SUBSCRIBED" | "PLAN_CONFLICT" | "ERROR_SELF_INVITE" | "ERROR_FAMILY_FULL" | "TRIAL_CODE_INVALID" | "TRIAL_ALREADY_USED" | "TRIAL_NOT_FOR_SUBSCRIBERS" | "PROMO_INVALID" | "PROMO_USED" | "PAYMENT_FAILED" | "PAYMENT_REQUIRE_ACTION" | "PAYMENT_PROCESSING" | "NO_PENDING_PAYMENT" | "WEBHOOK_SIGNATURE_INVALID" | "NOTES_TOO_LARGE" | "NOTES_CONFLICT" | "DRAFT_CONFLICT" | "MARKING_ALLOWANCE_USED" | "ANSWER_CLAIMED" | "READING_TIME" | "PAPER_HANDED_IN" | "QUIZ_ALREADY_SUBMITTED" | "ALREADY_PURCHASED" | "GAME_EXISTS" | "GAME_ENDED" | "SKIP_LIMIT" | "ALREADY_ANSWERED" | "THREAD_RESOLVED" | "ADVICE_GIVEN" | "COMMENTARY_LOCKED" | "NOT_QUALIFIED" | "ACCOUNT_CLOSING" | "PASSWORD_INCORRECT") | "PAYMENT_IN_PROGRESS";
        /** @description The evidence a level above Familiar needs (`domain::mastery`). */
        EvidenceRule: {
            /** Format: uint32 */
            masteredAnswers: number;
            /** Format: uint32 */
            masteredDays: number;
            /** Format: uint32 */
            proficientAnswers: number;
            /** Format: uint32 */
            proficientDays: number;
        };
        /**
         * @description Where an export stands.
         * @enum {string}
         */
        ExportState: "queued" | "building" | "ready" | "failed";
        /** @description The student's latest download of their data. */
        ExportView: {
            /**
             * Format: uint32
             * @description Steps done of `total`, while building.
             */
            done: number;
            /**
             * Format: int64
             * @description When the package is removed (epoch ms).
             */
            expiresAt?: number | null;
            /** Format: int64 */
            readyAt?: number | null;
            /**
             * Format: int64
             * @description Epoch ms.
             */
            requestedAt?: number | null;
            /** @description None before any, or once a package was removed. */
            state?: components["schemas"]["ExportState"] | null;
            /** Format: uint32 */
            total: number;
            /** @description A signed link to the package, valid 10 minutes (asked again for a new one). */
            url?: string | null;
        };
        /** @description A family plan invitee, as the owner sees them. */
        FamilyMember: {
            email: string;
            firstName: string;
            lastName: string;
        };
        FileType: {
            /** Format: uint32 */
            id: number;
            name: string;
        };
        /** @description A file as the spec names its fields. */
        FileView: {
            /** Format: uint32 */
            file_type_id: number;
            key: string;
            original_file_name: string;
            /** Format: uint32 */
            subject_id: number;
            /** Format: uint32 */
            topic_id: number;
            /** @description Signed, short-lived. */
            url: string;
        };
        FilesQuery: {
            /** Format: uint32 */
            topic_id: number;
        };
        /**
         * @description How a shaded area is filled, so two areas differ in greyscale and print too.
         * @enum {string}
         */
        Fill: "plain" | "hatch" | "dots" | "crossHatch";
        FreeLessonView: {
            fullVideoUrl: string;
            /** Format: uint32 */
            id: number;
            name: string;
            notesUrl: string;
        };
        /** @description From `starts_at` (epoch ms) until the next slot starts, `lesson_id` is the free lesson. */
        FreeSlot: {
            /** Format: uint32 */
            lessonId: number;
            /** Format: int64 */
            startsAt: number;
        };
        Given: {
            /** Format: uint8 */
            band?: number | null;
            /** Format: uint32 */
            mark: number;
        };
        GivenBack: {
            answerId: string;
            /** Format: int64 */
            returnedAt: number;
        };
        /**
         * @description How a review went. Multiple-choice cards are graded by the answer given (`Again` or `Good`);
         *      open questions are graded by the student after seeing the model answer.
         * @enum {string}
         */
        Grade: "again" | "hard" | "good" | "easy";
        GradeBody: {
            /**
             * Format: uint32
             * @description Their own estimate of their internal assessment, out of 45; none to leave it out.
             * @default null
             */
            iaEstimate: number | null;
            level: components["schemas"]["CourseLevel"];
        };
        /** @description Grades from `low` to `high` (one grade when equal). */
        GradeRange: {
            /** Format: uint8 */
            high: number;
            /** Format: uint8 */
            low: number;
        };
        /** @description The predicted grade, its trend and what it was worked from. */
        GradeView: {
            boundaries?: components["schemas"]["Boundaries"] | null;
            /** Format: uint32 */
            iaEstimate?: number | null;
            /**
             * Format: uint32
             * @description The internal assessment's mark out of 45 once a teacher has marked the whole portfolio: it
             *      replaces the estimate.
             */
            iaMarked?: number | null;
            /** @description The level the student chose; `None` until they choose (the card asks, never assumes). */
            level?: components["schemas"]["CourseLevel"] | null;
            /**
             * Format: uint32
             * @description Marked sittings at the chosen level.
             */
            papersMarked: number;
            /** @description `None` until the level is chosen. */
            prediction?: components["schemas"]["Prediction"] | null;
            /** @description The prediction as it stood after each mark, oldest first. */
            trend: components["schemas"]["TrendPoint"][];
        };
        GradedView: {
            cardId: string;
            /** @description A multiple-choice card: whether the answer was right, and the right one. */
            correct?: boolean | null;
            /** Format: uint32 */
            correctAnswerId?: number | null;
            grade: components["schemas"]["Grade"];
            /**
             * Format: int64
             * @description When the card comes back (epoch ms): FSRS's date, brought earlier for a final pass before
             *      the exams when the card would not be recalled well enough on the first exam day.
             */
            nextDue: number;
            /**
             * Format: int64
             * @description The server's time of this answer (epoch ms).
             */
            now: number;
        };
        /** @description Which version a hand-in is. */
        HandIn: "draft" | "final";
        HandInBody: {
            /** Format: uint8 */
            slot: number;
            /**
             * Format: uint64
             * @description The version the student hands in (the one they last saved).
             */
            version: number;
            which: components["schemas"]["HandIn"];
        };
        /** @description The draft a student handed in for advice, as the teacher read it. */
        HandedDraft: {
            /**
             * Format: int64
             * @description Epoch ms.
             */
            at: number;
            diagrams?: components["schemas"]["Diagram"][];
            text: string;
            /** Format: uint32 */
            words: number;
        };
        HandedIn: {
            allowance: components["schemas"]["AllowanceView"];
            answerId: string;
        };
        HardQuestion: {
            /** Format: int64 */
            hardCount: number;
            /** Format: uint32 */
            questionId: number;
            questionName: string;
            /** Format: uint32 */
            questionSetId: number;
            questionSetName: string;
        };
        /** @description This month's marked answers, as the writing screen shows them. */
        IaAllowance: {
            /** Format: uint32 */
            limit: number;
            /** @description `1 December`. */
            resetsOn: string;
            /** Format: uint32 */
            used: number;
        };
        /** @description A commentary waiting for a teacher. */
        IaQueueEntry: {
            /** Format: int64 */
            ageMs: number;
            articleTitle: string;
            /** @description The teacher holding it now, if their claim has not lapsed. */
            claimedBy?: string | null;
            cognitoId: string;
            overdue: boolean;
            /** Format: uint8 */
            slot: number;
            unit?: components["schemas"]["Unit"] | null;
            /** Format: int64 */
            waitingSince: number;
            /** @description A draft for advice, or a final for marks. */
            which: components["schemas"]["HandIn"];
            /** Format: uint32 */
            words: number;
        };
        /**
         * @description A commentary as a teacher reads it: the draft handed in (for advice) or the final (for marks),
         *      the rest of the portfolio, the rubric's checks and staff's guidance beside each criterion.
         */
        IaReading: {
            /** Format: int64 */
            claimUntil?: number | null;
            /** @description The teacher holding it, and until when (epoch ms), if their claim holds. */
            claimedBy?: string | null;
            cognitoId: string;
            commentary: components["schemas"]["CommentaryView"];
            /** @description Marking this final completes the portfolio: criterion F is given with it. */
            completes: boolean;
            guidance: components["schemas"]["CriterionNote"][];
            /** Format: int64 */
            now: number;
            others: components["schemas"]["OtherCommentary"][];
            portfolioChecks: components["schemas"]["Check"][];
            /** @description A draft for advice, or a final for marks (None when it waits for neither). */
            which?: components["schemas"]["HandIn"] | null;
        };
        /** @description The rules the page shows and counts by, as staff set them. */
        IaRules: {
            /** Format: uint32 */
            articleMonths: number;
            /**
             * Format: uint32
             * @description What advice on a draft and the marking of a final count as against the monthly allowance.
             */
            draftCost: number;
            /** Format: uint32 */
            finalCost: number;
            /** Format: uint32 */
            wordLimit: number;
        };
        /**
         * @description What staff set: the limits the IB could change, and their own guidance beside each criterion
         *      (a teaching resource's words, not the IB's).
         */
        IaSettings: {
            /**
             * Format: uint32
             * @description How old (months) an article may be on the day its commentary is written.
             */
            articleMonths: number;
            /** @default [] */
            guidance: components["schemas"]["CriterionNote"][];
            /**
             * Format: uint32
             * @description Words counted per commentary before what follows earns nothing.
             */
            wordLimit: number;
        };
        InfoQuery: {
            /** @default null */
            paymentId: string | null;
            /** @default null */
            subscriptionId: string | null;
        };
        Insight: {
            /** @description Students' self-assessments against the marks this month. */
            calibration: components["schemas"]["CalibrationSummary"];
            /**
             * Format: uint32
             * @description Returned later than 48 hours after handing in.
             */
            late: number;
            markers: components["schemas"]["MarkerCount"][];
            /** Format: int64 */
            medianTurnaroundMs?: number | null;
            /** @description `2026-11`. */
            month: string;
            /** Format: int64 */
            p90TurnaroundMs?: number | null;
            questions: components["schemas"]["QuestionMarks"][];
            /** Format: uint32 */
            returned: number;
            /** Format: uint32 */
            waiting: number;
        };
        /** @description One instance of a template, as a player would see it, with its answer and explanation. */
        InstancePreview: {
            answers: string[];
            correctAnswer: string;
            explanationNotes: string;
            questionText: string;
            /** @description The values drawn, in the template's order. */
            values: components["schemas"]["DrawnValue"][];
        };
        InviteBody: {
            inviteeEmail: string;
        };
        /**
         * @description Whose mark stands.
         * @enum {string}
         */
        Keep: "first" | "second";
        /**
         * @description The nine key concepts, one of which is each commentary's lens.
         * @enum {string}
         */
        KeyConcept: "scarcity" | "choice" | "efficiency" | "equity" | "economicWellBeing" | "sustainability" | "change" | "interdependence" | "intervention";
        /**
         * @description Plain text with an optional subscript ("D" with "1" reads D₁). Never markup: it is drawn as
         *      text, and [`Diagram::check`] refuses `<`, `>` and control characters anyway.
         */
        Label: {
            sub?: string | null;
            text: string;
        };
        Lesson: {
            description: string;
            /** @description ISO code, lower case (`usd`, `sgd`). */
            currency: string;
            fullVideoKey: string;
            /** Format: uint32 */
            id: number;
            name: string;
            notesKey: string;
            previewVideoKey: string;
            /** Format: int64 */
            priceInCent: number;
            thumbnailKey: string;
        };
        LessonName: {
            /** Format: uint32 */
            id: number;
            name: string;
        };
        LessonQuery: {
            /** Format: uint32 */
            recordedLessonId: number;
        };
        /**
         * @description A lesson as the page shows it: the thumbnail and preview are signed; the full video and the
         *      notes are not here (buyers ask for them one at a time).
         */
        LessonView: {
            description: string;
            currency: string;
            /** Format: uint32 */
            id: number;
            name: string;
            previewVideoUrl: string;
            /** Format: int64 */
            priceInCent: number;
            productId: string;
            thumbnailUrl: string;
        };
        /** @description The named levels, by mastery. */
        Level: "notStarted" | "attempted" | "familiar" | "proficient" | "mastered";
        LikeState: {
            disliked: boolean;
            liked: boolean;
        };
        LikedFile: {
            /** Format: int64 */
            createdAt: number;
            fileKey: string;
            fileName: string;
            /** Format: uint32 */
            fileTypeId: number;
            liked: boolean;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        /**
         * @description The likely grade: "if you do as well in the papers you have not sat as in those you have".
         *
         *      The evidence is the papers marked (the newest of each) and the written answers teachers marked
         *      outside a paper ([`AnswerMark`]). A component without a mark (a paper not sat, the internal
         *      assessment without an estimate) scores its weight × the student's share of the marks in that
         *      evidence, where the marks of answers written for that very paper count twice (they say more
         *      about it than the other papers do). Its range is `(share ± 1/√n) × weight` (kept within 0 and
         *      the weight), n being the evidence's effective number of marks, (Σw)² / Σw² for weights w of 1
         *      or 2 (Kish): 1/√n is twice the largest standard error such a share can have
         *      (2·√(p(1−p)/n) ≤ 2·√(¼/n)), so the margin narrows as any evidence grows, and as fewer
         *      components are left to guess (none left: no margin). Without answers of its own a component's
         *      share is simply the marks scored over the marks marked.
         */
        Likely: {
            /**
             * Format: uint32
             * @description How many written answers marked by teachers (outside a paper) it rests on.
             */
            answers: number;
            /** @description The grade the likely score reaches. */
            grade: components["schemas"]["GradeRange"];
            /**
             * Format: uint32
             * @description How many marks the evidence rests on (the papers' maximum marks added up).
             */
            marks: number;
            /**
             * Format: uint32
             * @description How many papers it rests on.
             */
            papers: number;
            /** @description The grades its range reaches. */
            range: components["schemas"]["GradeRange"];
            /**
             * Format: double
             * @description The likely score out of 100, and its range.
             */
            score: number;
            /** Format: double */
            scoreHigh: number;
            /** Format: double */
            scoreLow: number;
            /**
             * Format: double
             * @description The student's share of the marks in the papers marked, 0 to 1.
             */
            share: number;
        };
        /** @description One component's line in "how this was worked out". */
        Line: {
            component: components["schemas"]["Component"];
            /** @description `None` while the component has no mark: it counts from 0 to its whole weight. */
            mark?: components["schemas"]["ComponentMark"] | null;
            /**
             * Format: double
             * @description Its share of the 100, when marked.
             */
            points?: number | null;
            text: string;
            /** Format: uint32 */
            weight: number;
        };
        /**
         * @description Solid, or dashed (an old position, a line of equality).
         * @enum {string}
         */
        LineStyle: "solid" | "dashed";
        /** @description A teacher's mark (a draft while they work, then the returned one). */
        Mark: {
            /**
             * Format: int64
             * @description Epoch ms.
             */
            at: number;
            /**
             * Format: uint8
             * @description The markband chosen (markband parts only).
             */
            band?: number | null;
            /** @default [] */
            comments: components["schemas"]["Comment"][];
            /** Format: uint32 */
            mark: number;
            marker: components["schemas"]["Marker"];
            /** @default  */
            overall: string;
            /** @description Comments pinned on the diagrams' elements. */
            pins?: components["schemas"]["Pin"][];
        };
        MarkBody: {
            cognitoId: string;
            /** @default [] */
            comments: components["schemas"]["Comment"][];
            /** @default [] */
            criteria: components["schemas"]["CriterionNote"][];
            /**
             * Format: uint8
             * @description Criterion F, with the portfolio's last commentary marked.
             * @default null
             */
            f: number | null;
            marks: components["schemas"]["CriterionMarks"];
            /** @default  */
            overall: string;
            /** Format: uint8 */
            slot: number;
        };
        MarkBody2: {
            answerId: string;
            /**
             * Format: uint8
             * @description The markband (markband parts only), chosen before the mark.
             * @default null
             */
            band: number | null;
            cognitoId: string;
            /** @default [] */
            comments: components["schemas"]["Comment"][];
            /** Format: uint32 */
            mark: number;
            /** @default  */
            overall: string;
            /**
             * @description Comments pinned on elements of the answer's diagrams.
             * @default []
             */
            pins: components["schemas"]["Pin"][];
        };
        /** @description A teacher's mark as the student reads it. */
        MarkView: {
            /** Format: int64 */
            at: number;
            /** Format: uint8 */
            band?: number | null;
            comments: components["schemas"]["Comment"][];
            /** Format: uint32 */
            mark: number;
            markerName: string;
            overall: string;
            /** @description Comments pinned on elements of the answer's diagrams. */
            pins: components["schemas"]["Pin"][];
        };
        /** @description Who marked a sitting. */
        MarkedBy: "student" | "teacher";
        /**
         * @description Who marked an answer. Only Seven's teachers today; a draft by an assistant (a model) would be
         *      another kind here, returned only once a teacher has reviewed it.
         */
        Marker: {
            id: string;
            /** @constant */
            kind: "staff";
            name: string;
        };
        MarkerCount: {
            name: string;
            /** Format: uint32 */
            returned: number;
        };
        /** @description One marker's figures. */
        MarkerFigures: {
            markerId: string;
            name: string;
            parts: components["schemas"]["PartFigures"][];
        };
        MarkerView: {
            /**
             * Format: int64
             * @description Epoch seconds; null once removed.
             */
            createdAt?: number | null;
        };
        /** @description A teacher's marks as the student reads them. */
        MarkingView: {
            /** Format: int64 */
            at: number;
            comments: components["schemas"]["Comment"][];
            criteria: components["schemas"]["CriterionNote"][];
            /** Format: uint8 */
            f?: number | null;
            markerName: string;
            marks: components["schemas"]["CriterionMarks"];
            overall: string;
            /**
             * Format: uint32
             * @description A–E added up, out of 14.
             */
            total: number;
        };
        MasteryParams: {
            /**
             * Format: int64
             * @description Count the cards due before this time (epoch ms), e.g. the first exam day.
             * @default null
             */
            until: number | null;
        };
        MasteryView: {
            /**
             * Format: uint32
             * @description Review cards due before `until` (all cards due by then, including those due now).
             */
            dueBefore?: number | null;
            /**
             * Format: uint32
             * @description Topics at the Mastered level.
             */
            mastered: number;
            /** @description The evidence each level needs. */
            rule: components["schemas"]["EvidenceRule"];
            /**
             * @description Every topic of the syllabus (each subject the student has worked in; before any work, the
             *      catalogue's first), in the catalogue's order, then any topic no longer in it that the
             *      student worked on.
             */
            topics: components["schemas"]["TopicMastery"][];
        };
        MemberInfo: {
            cancelAtPeriodEnd: boolean;
            /** @description Whose plan it is. */
            ownerName: string;
            /** Format: int64 */
            subscriptionEnd: number;
            subscriptionPlanType: components["schemas"]["PlanType"];
        };
        MembersQuery: {
            /** @default null */
            subscriptionId: string | null;
        };
        Message: {
            /**
             * Format: int64
             * @description Epoch ms.
             */
            createdAt: number;
            /**
             * @description Economics diagrams drawn in the widget's editor (issue 55), in the order the words refer to
             *      them ("Diagram 1"); at most [`crate::diagram::MAX_DIAGRAMS`], checked with
             *      [`crate::diagram::check_all`] before anything is kept.
             */
            diagrams?: components["schemas"]["Diagram"][];
            message: string;
            sender: components["schemas"]["Sender"];
        };
        MethodBody: {
            /** @default null */
            paymentId: string | null;
            paymentMethodId: string;
        };
        MethodUpdated: {
            creditCardLast4Digits?: string | null;
            /**
             * @description When a renewal was unpaid, the new card was tried on it at once: absent when that paid it
             *      (or there was none), otherwise what still stands in the way.
             */
            renewal?: components["schemas"]["Renewal"] | null;
        };
        MfaBody: {
            /** @default  */
            paymentIntentID: string;
        };
        MissedQuestion: {
            /**
             * Format: uint64
             * @description Answers given in all attempts (an unanswered question counts, as wrong).
             */
            answered: number;
            questionText: string;
            /** Format: uint32 */
            quizId: number;
            /** Format: uint32 */
            quizSetId: number;
            quizSetName: string;
            /** Format: uint64 */
            wrong: number;
            /**
             * Format: uint8
             * @description wrong / answered, 0–100.
             */
            wrongRate: number;
        };
        /** @description The ranked game and the untimed practice beside it. */
        Mode: "CHALLENGE" | "PRACTICE";
        MyStandards: {
            /** @description This term's figures of the marker's own marks. */
            figures: components["schemas"]["TermFigures"];
            parts: components["schemas"]["PartStanding"][];
        };
        /** @description The caller's week so far: their best, if they have one. */
        MyWeek: {
            best?: components["schemas"]["BestView"] | null;
        };
        NewCheckoutQuery: {
            /** @default  */
            couponId: string;
            /** Format: uint32 */
            recordedLessonId: number;
        };
        NewFile: {
            /** Format: uint32 */
            fileTypeId: number;
            key: string;
            originalFileName: string;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        NewMessage: {
            /**
             * @description Economics diagrams drawn for the message (at most six; `text::diagrams`).
             * @default []
             */
            diagrams: components["schemas"]["Diagram"][];
            message: string;
            /** Format: int64 */
            threadCreatedAt: number;
        };
        NewThread: {
            title: string;
            /**
             * @description "Ask about this mark": the caller's marked answer the question is about.
             * @default null
             */
            answerId: string | null;
            /**
             * @description Economics diagrams drawn for the question (at most six; `text::diagrams`).
             * @default []
             */
            diagrams: components["schemas"]["Diagram"][];
            message: string;
            /** @default  */
            originalUrl: string;
            /**
             * @description Sent by the page; the profile's name is used instead.
             * @default
             */
            studentFullName: string;
        };
        NewUser: {
            authId: string;
            email: string;
            firstName: string;
            lastName: string;
        };
        /** @description The component that would raise the grade most, and why. */
        NextStep: {
            component: components["schemas"]["Component"];
            text: string;
        };
        NoteRecord: {
            cognitoId: string;
            fileKey: string;
            fileName: string;
            /** Format: uint32 */
            fileTypeId: number;
            /** Format: int64 */
            lastUpdated: number;
            notesTaken: string;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        NotesView: {
            /** Format: int64 */
            lastUpdated: number;
            notesTaken: string;
            /** Format: uint64 */
            version: number;
        };
        /** @description An answer as offered: its id and text, no `isCorrectAnswer`. */
        OfferedAnswer: {
            answerText: string;
            /** Format: uint32 */
            id: number;
        };
        OneQuery: {
            cognito_id: string;
            file_key: string;
            /** Format: uint32 */
            subject_id: number;
            /** Format: uint32 */
            topic_id: number;
        };
        OneQuery2: {
            cognitoId: string;
            fileKey: string;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        OneQuery3: {
            /** Format: int64 */
            attemptedDate: number;
            authId: string;
            /** Format: uint32 */
            quizSetId: number;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        OneQuery4: {
            answerId: string;
        };
        OneView: {
            answer: components["schemas"]["WrittenAnswerView"];
            /**
             * Format: uint32
             * @description The marks the question carried when the answer was handed in.
             */
            marks: number;
            /**
             * @description None when staff have since removed the question (or its marks) from the question bank: the
             *      answer and its mark are the student's all the same.
             */
            question?: components["schemas"]["WrittenQuestionView"] | null;
        };
        /** @description Why a card is in the deck. */
        Origin: "quizMiss" | "markedHard" | "added" | "challengeMiss";
        /** @description Another commentary of the portfolio, as the desk needs it for criteria D and F. */
        OtherCommentary: {
            articleTitle: string;
            concept?: components["schemas"]["KeyConcept"] | null;
            publisher: string;
            /** Format: uint8 */
            slot: number;
            stage: components["schemas"]["Stage"];
            /**
             * Format: uint32
             * @description A–E added up, once marked.
             */
            total?: number | null;
            unit?: components["schemas"]["Unit"] | null;
        };
        /** @description What the head of marking oversees. */
        Overview: {
            decisions: components["schemas"]["DecisionEntry"][];
            parts: components["schemas"]["PartStandard"][];
            paused: components["schemas"]["Pause"][];
            /**
             * Format: uint32
             * @description Answers waiting for a second mark.
             */
            secondWaiting: number;
        };
        Paid: {
            /** Format: uint32 */
            recordedLessonId: number;
        };
        /**
         * @description The paper a question is practice for.
         * @enum {string}
         */
        Paper: "P1" | "P2" | "P3";
        PaperBody: {
            component: components["schemas"]["Component"];
            level: components["schemas"]["CourseLevel"];
            name: string;
            /**
             * Format: uint32
             * @description None for a new paper.
             * @default null
             */
            paperId: number | null;
            sections: components["schemas"]["Section"][];
        };
        /** @description A sitting's clock, from the start the API recorded. */
        PaperClock: {
            /**
             * Format: int64
             * @description Epoch ms: the paper ends (and submits itself).
             */
            endsAt: number;
            /**
             * Format: int64
             * @description Epoch ms.
             */
            startedAt: number;
            /**
             * Format: int64
             * @description Epoch ms: writing begins.
             */
            writingAt: number;
        };
        /** @description A paper staff made from question-bank questions. */
        PaperDef: {
            component: components["schemas"]["Component"];
            level: components["schemas"]["CourseLevel"];
            name: string;
            /** Format: uint32 */
            paperId: number;
            sections: components["schemas"]["Section"][];
        };
        /** @description A paper in the list a student chooses from. */
        PaperLine: {
            component: components["schemas"]["Component"];
            level: components["schemas"]["CourseLevel"];
            /** Format: uint32 */
            marks: number;
            /**
             * Format: uint32
             * @description Writing minutes (reading time comes first).
             */
            minutes: number;
            name: string;
            /** Format: uint32 */
            paperId: number;
            /** Format: uint32 */
            readingMinutes: number;
        };
        /** @description One part of a paper's question: a question-bank question and the marks it carries here. */
        PaperPart: {
            /** @description "a", "b". */
            label: string;
            /** Format: uint32 */
            marks: number;
            /** Format: uint32 */
            questionId: number;
            /** Format: uint32 */
            questionSetId: number;
        };
        /** @description A part as the sitting screen shows it. */
        PaperPartView: {
            /** @description The desk's answer for this part, once the paper was sent there. */
            answerId?: string | null;
            at: components["schemas"]["PartRef"];
            imageUrl: string;
            label: string;
            /** Format: uint32 */
            marks: number;
            /** @description Once the paper is handed in. */
            modelAnswerUrl?: string | null;
            scheme: components["schemas"]["Scheme"];
            text?: string | null;
        };
        /** @description A question of a paper: its parts, answered together. */
        PaperQuestion: {
            /** @description "Question 1". */
            title: string;
            parts: components["schemas"]["PaperPart"][];
        };
        PaperQuestionView: {
            title: string;
            /** Format: uint32 */
            marks: number;
            parts: components["schemas"]["PaperPartView"][];
        };
        PaperSectionView: {
            title: string;
            /** Format: uint32 */
            choose: number;
            questions: components["schemas"]["PaperQuestionView"][];
        };
        PapersView: {
            papers: components["schemas"]["PaperLine"][];
            sittings: components["schemas"]["SittingLine"][];
        };
        /** @description A paper's part of one size (`P1-10`), or the question bank's (`Q-4`). */
        Part: string;
        /** @description What a student wrote for one part. */
        PartAnswer: {
            at: components["schemas"]["PartRef"];
            /**
             * @description The economics diagrams drawn for the part, in the order its text refers to them ("Diagram
             *      1"); absent in sittings stored before diagrams.
             */
            diagrams?: components["schemas"]["Diagram"][];
            /** @description The text or diagrams arrived after the end and the grace: kept, marked late. */
            late: boolean;
            /**
             * Format: int64
             * @description Epoch ms of the save that brought this text or these diagrams.
             */
            savedAt: number;
            text: string;
        };
        /** @description One part's figures. */
        PartFigures: {
            /** @description First markers against second markers. */
            markers: components["schemas"]["Agreement"];
            part: components["schemas"]["Part"];
            partName: string;
            /** @description Markers against seeds' definitive marks. */
            seeds: components["schemas"]["Agreement"];
            turnaround: components["schemas"]["Turnaround"];
        };
        /** @description One part's mark in a marked sitting. */
        PartMark: {
            at: components["schemas"]["PartRef"];
            /** Format: uint8 */
            band?: number | null;
            /** Format: uint32 */
            mark: number;
        };
        PartQuery: {
            part: components["schemas"]["Part"];
        };
        /** @description A part of a paper: its section, question and place. */
        PartRef: {
            /** Format: uint32 */
            part: number;
            /** Format: uint32 */
            question: number;
            /** Format: uint32 */
            section: number;
        };
        /** @description A part under a standard. */
        PartStandard: {
            part: components["schemas"]["Part"];
            partName: string;
            /** Format: uint32 */
            seeds: number;
            standard: components["schemas"]["Standard"];
        };
        /** @description A marker's standing on a part, and what the desk tells them of it. */
        PartStanding: {
            part: components["schemas"]["Part"];
            partName: string;
            standing: components["schemas"]["Standing"];
            why?: string | null;
        };
        /** @description One part of a save as the page sends it: its words and the diagrams drawn for it. */
        PartWords: {
            at: components["schemas"]["PartRef"];
            /**
             * @description The part's economics diagrams, in the order its text refers to them; none from a page
             *      that sends none.
             * @default []
             */
            diagrams: components["schemas"]["Diagram"][];
            text: string;
        };
        /** @description A marker paused on a part, and since when the seeds count (their last resumption). */
        Pause: {
            markerId: string;
            markerName: string;
            /**
             * Format: uint32
             * @default 0
             */
            of: number;
            /**
             * Format: uint32
             * @description Outside tolerance of the seeds counted, and how many live answers went back.
             * @default 0
             */
            outside: number;
            part: components["schemas"]["Part"];
            /**
             * Format: int64
             * @description None once the head of marking let them go on.
             */
            pausedAt?: number | null;
            /** Format: int64 */
            resumedAt?: number | null;
            /**
             * Format: uint32
             * @default 0
             */
            sentBack: number;
        };
        PayBody: {
            checkoutId: string;
            paymentMethodId: string;
        };
        /** @description A deletion waiting, as staff see it. */
        PendingDeletion: {
            authId: string;
            /** Format: int64 */
            deleteAt: number;
            email: string;
            name: string;
            /** @description Where the student asked, when staff asked for them; none when the student did. */
            reference?: string | null;
            /**
             * Format: int64
             * @description Epoch ms.
             */
            requestedAt: number;
        };
        /** @description A download on its way. */
        PendingExport: {
            authId: string;
            email: string;
            /**
             * Format: int64
             * @description Epoch ms.
             */
            requestedAt: number;
        };
        /** @description Where a sitting is on its clock. */
        Phase: "writing" | "reading" | "grace" | "over";
        /**
         * @description A marker's comment pinned on one element of one of the answer's diagrams ("S₂ should shift
         *      left"): the diagram and the element by their places, counted from 0.
         */
        Pin: {
            /** Format: uint32 */
            diagram: number;
            /** Format: uint32 */
            element: number;
            text: string;
        };
        PlanBody: {
            /** @default null */
            subscriptionId: string | null;
        };
        PlanPath: {
            /** @description `individual` or `family`. */
            plan: string;
        };
        /**
         * @description The plan a user is on.
         * @enum {string}
         */
        PlanType: "none" | "single" | "annual" | "family_owner" | "family_member";
        PlanView: {
            cancelAtPeriodEnd: boolean;
            /**
             * Format: int64
             * @description Epoch seconds.
             */
            subscriptionEnd: number;
            subscriptionId: string;
        };
        /** @description The portfolio's mark once every final is marked. */
        PortfolioMark: {
            /** Format: int64 */
            at: number;
            /** Format: uint32 */
            mark: number;
            /** Format: uint32 */
            max: number;
        };
        PortfolioPdfLink: {
            /** @description A signed link to the PDF, made now. */
            url: string;
        };
        PortfolioView: {
            allowance: components["schemas"]["IaAllowance"];
            /** @description What the three break together. */
            checks: components["schemas"]["Check"][];
            /** @description Always three, in order (a commentary not begun is empty at version 0). */
            commentaries: components["schemas"]["CommentaryView"][];
            /** @description Every final handed in: the PDF can be made. */
            finished: boolean;
            mark?: components["schemas"]["PortfolioMark"] | null;
            rules: components["schemas"]["IaRules"];
        };
        /** @description A predicted grade and how it was worked out. */
        Prediction: {
            /** @description The possible grades (the grades of the possible scores). */
            grade: components["schemas"]["GradeRange"];
            level: components["schemas"]["CourseLevel"];
            /** @description The likely grade; `None` until a paper at this level is marked. */
            likely?: components["schemas"]["Likely"] | null;
            lines: components["schemas"]["Line"][];
            nextStep?: components["schemas"]["NextStep"] | null;
            /** Format: double */
            scoreHigh: number;
            /**
             * Format: double
             * @description The possible score out of 100: if every missing component scores nothing, and if it scores
             *      full marks ("how this was worked out").
             */
            scoreLow: number;
            /** @description The sum and the comparison, in words. */
            working: string[];
        };
        /** @description A student's e-mail choices (everything on until they choose). */
        Preferences: {
            digest: boolean;
            marking: boolean;
            studyHelp: boolean;
        };
        PreviewBody: {
            authId: string;
            /** Format: uint32 */
            recordedLessonId: number;
        };
        PrivacyRequests: {
            /** @description Soonest first. */
            deletions: components["schemas"]["PendingDeletion"][];
            /** @description Oldest first. */
            exports: components["schemas"]["PendingExport"][];
        };
        /**
         * @description A monthly plan as the page and the payment catalogue name it.
         * @enum {string}
         */
        Product: "individual" | "family";
        /**
         * @description The profile as the client sees it. Statuses are as of now: a lapsed subscription is not
         *      `active`, and a trial past its expiry reads `expired`, whatever was last stored; `past_due`
         *      (a renewal unpaid) is shown as it is, with `isSubscriber` saying whether access remains.
         */
        ProfileView: {
            authId: string;
            /**
             * Format: int64
             * @description When the account is deleted (epoch ms), while a deletion waits out its grace.
             */
            deletesAt?: number | null;
            email: string;
            firstName: string;
            /** Format: int64 */
            freeTrialExpiry: number;
            freeTrialStatus: components["schemas"]["TrialStatus"];
            id: string;
            isStaff: boolean;
            /** @description Paid subscription or active trial: may use the study content. */
            isSubscriber: boolean;
            lastName: string;
            /** @description The payment customer's id; empty before the first payment (the spec's text fields). */
            paymentId: string;
            /** Format: int64 */
            subscriptionExpiry: number;
            /** @description Empty before any plan. */
            subscriptionId: string;
            subscriptionPlanType: components["schemas"]["PlanType"];
            subscriptionStatus: string;
            /** @description `year#MAY` or `year#NOV`; empty when not chosen. */
            userCohort: string;
        };
        ProjectionView: {
            /**
             * Format: uint32
             * @description Cards in the deck.
             */
            cards: number;
            /**
             * Format: int64
             * @description The cohort's first exam day (epoch ms, 00:00 GMT+8); none without a cohort year, and once
             *      the exams have started.
             */
            examDay?: number | null;
            /**
             * Format: int64
             * @description The server's time of this answer (epoch ms).
             */
            now: number;
            /**
             * Format: double
             * @description The mean predicted recall of the deck on the exam day (0–1) if the student keeps up with
             *      the plan; none without an exam day ahead or without cards.
             */
            recall?: number | null;
            /**
             * Format: double
             * @description The recall wanted on the exam day (the student's setting).
             */
            target: number;
        };
        PromoBody: {
            code: string;
            productId: string;
        };
        /**
         * @description A promo code: the product's own record, mapping a code to a Stripe coupon id (for the books),
         *      a discount or a trial length.
         */
        PromoCode: {
            active: boolean;
            /**
             * Format: int64
             * @description Cents off each month (forever) or off the first month (once).
             * @default 0
             */
            amountOff: number;
            /** @description Upper case, as typed. */
            code: string;
            /** @default  */
            couponId: string;
            /** @default null */
            duration: components["schemas"]["PromoDuration"] | null;
            kind: components["schemas"]["PromoKind"];
            /**
             * @description What a discount applies to.
             * @default any
             */
            productType: components["schemas"]["PromoTarget"];
            /**
             * Format: int64
             * @description Days of free access a trial code gives.
             * @default 0
             */
            trialDays: number;
        };
        /** @description How long a plan discount lasts. */
        PromoDuration: "forever" | "once";
        /** @description What a code does. */
        PromoKind: "discount" | "trial";
        /** @description What a code applies to. */
        PromoTarget: ("individual" | "family") | "any" | "lesson";
        PromoView: {
            active: boolean;
            couponId: string;
            /**
             * Format: int64
             * @description The lesson's price with this code, in cents of its currency.
             */
            priceInCent: number;
        };
        /** @description What a card asks. A multiple-choice card never carries its correct answer before it is answered. */
        Prompt: {
            answers: components["schemas"]["OfferedAnswer"][];
            /** @constant */
            kind: "multipleChoice";
            questionImageUrl?: string | null;
            questionText: string;
        } | {
            answerVideoUrl?: string | null;
            /** @constant */
            kind: "open";
            modelAnswerUrl?: string | null;
            name: string;
            questionImageUrl?: string | null;
        };
        /** @description A place in the diagram's own space: 0–100 on each axis, origin bottom left. */
        Pt: {
            /** Format: float */
            x: number;
            /** Format: float */
            y: number;
        };
        QualBody: {
            /**
             * Format: uint8
             * @default null
             */
            band: number | null;
            /** Format: uint32 */
            mark: number;
            part: components["schemas"]["Part"];
            seedId: string;
        };
        QualMarked: {
            standing: components["schemas"]["Standing"];
            why?: string | null;
        };
        /** @description A seed of the qualification set as the marker reads it: no definitive mark. */
        QualSeed: {
            body: string;
            diagrams: components["schemas"]["Diagram"][];
            /** @description The marker's mark, once given. */
            marked?: components["schemas"]["Given"] | null;
            /** Format: uint32 */
            marks: number;
            question?: components["schemas"]["WrittenQuestionView"] | null;
            scheme: components["schemas"]["Scheme"];
            seedId: string;
            text: string;
        };
        QualificationSet: {
            part: components["schemas"]["Part"];
            partName: string;
            seeds: components["schemas"]["QualSeed"][];
            standing: components["schemas"]["Standing"];
        };
        QuestionBody: {
            /** @default [] */
            answerDiagrams: components["schemas"]["Diagram"][];
            /** @description The model answer, as a PDF. */
            answerKey: string;
            /** @default null */
            answerVideoKey: string | null;
            /**
             * @description Diagrams drawn with the question, and with its model answer (each within the limits of an
             *      answer's diagrams: docs/diagrams.md).
             * @default []
             */
            diagrams: components["schemas"]["Diagram"][];
            /** Format: uint32 */
            id: number;
            /**
             * Format: uint32
             * @description The marks it carries (a whole number from 1 to 25): students may then write an answer and
             *      have it marked (docs/marking.md).
             * @default null
             */
            marks: number | null;
            name: string;
            /**
             * @description The paper it is practice for.
             * @default null
             */
            paper: components["schemas"]["Paper"] | null;
            /** @description The question, as an image. */
            questionKey: string;
            /**
             * @description The question's words (at most 4,000 characters), shown beside its image when a student
             *      writes an answer.
             * @default null
             */
            text: string | null;
        };
        /** @description A question as the spec names its fields; the files are signed, short-lived URLs. */
        QuestionDetail: {
            /** @description Diagrams drawn with the model answer: empty while it is withheld, as its file is. */
            answerDiagrams: components["schemas"]["Diagram"][];
            /**
             * @description None while the student sits a paper with this question (the model answer opens when the
             *      paper closes).
             */
            answerFile?: string | null;
            answerVideo?: string | null;
            /** @description Diagrams staff drew with the question (docs/diagrams.md). */
            diagrams: components["schemas"]["Diagram"][];
            /** Format: uint32 */
            id: number;
            /**
             * Format: uint32
             * @description The marks it carries: an answer to it can be handed in for marking.
             */
            marks?: number | null;
            name: string;
            questionFile: string;
            /** Format: uint32 */
            questionSetId: number;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        /** @description One question's marks this month. */
        QuestionMarks: {
            /** @description Every mark given, lowest first. */
            marks: number[];
            /** Format: uint32 */
            max: number;
            /** @description The start of the question's words (else its name); None once taken out of the bank. */
            questionExcerpt?: string | null;
            /** Format: uint32 */
            questionId: number;
            /** Format: uint32 */
            questionSetId: number;
        };
        QuestionParams: {
            /** Format: uint32 */
            questionId: number;
            /** Format: uint32 */
            questionSetId: number;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        QuestionQuery: {
            /** Format: uint32 */
            questionId: number;
            /** Format: uint32 */
            questionSetId: number;
        };
        /** @description A question of a paper: its section and place. */
        QuestionRef: {
            /** Format: uint32 */
            question: number;
            /** Format: uint32 */
            section: number;
        };
        QuestionSet: {
            /** Format: uint32 */
            id: number;
            name: string;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        QuestionSetBody: {
            /** Format: uint32 */
            id: number;
            name: string;
            questions: components["schemas"]["QuestionBody"][];
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        /** @description A waiting answer in the queue. */
        QueueEntry: {
            /**
             * Format: int64
             * @description How long it has waited (ms), and whether that is past the 48-hour turnaround.
             */
            ageMs: number;
            answerId: string;
            /** @description The marker holding it now, if their claim has not lapsed. */
            claimedBy?: string | null;
            cognitoId: string;
            level?: components["schemas"]["CourseLevel"] | null;
            /** Format: uint32 */
            marks: number;
            overdue: boolean;
            paper?: components["schemas"]["Paper"] | null;
            /**
             * @description The start of the question's words (else its name); None when staff have since removed the
             *      question from the question bank.
             */
            questionExcerpt?: string | null;
            /** Format: uint32 */
            questionId: number;
            /** Format: uint32 */
            questionSetId: number;
            /** @description The paper sitting it is a part of, when sent with its paper. */
            sitting?: components["schemas"]["SittingPart"] | null;
            /** Format: int64 */
            submittedAt: number;
            /** Format: uint32 */
            topicId: number;
            /** Format: uint */
            wordCount: number;
        };
        QueueQuery: {
            /** @default null */
            level: components["schemas"]["CourseLevel"] | null;
            /**
             * Format: uint32
             * @description The part's marks (10 and 15: markband parts).
             * @default null
             */
            marks: number | null;
            /** @default null */
            paper: components["schemas"]["Paper"] | null;
            /**
             * Format: uint32
             * @description The question's topic.
             * @default null
             */
            topicId: number | null;
        };
        QuizAnswerBody: {
            answerText: string;
            /** Format: uint32 */
            id: number;
            isCorrectAnswer: boolean;
        };
        QuizBody: {
            /** Format: uint32 */
            id: number;
            questionImageKey?: string | null;
            questionText: string;
            quizAnswers: components["schemas"]["QuizAnswerBody"][];
        };
        /** @description A quiz set as staff send it (and get it back once stored). */
        QuizSetBody: {
            /** Format: uint32 */
            id: number;
            name: string;
            quizzes: components["schemas"]["QuizBody"][];
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        QuizSetSummary: {
            /** Format: uint32 */
            id: number;
            name: string;
            /**
             * Format: uint32
             * @description How many questions the set has.
             */
            quizSetLength: number;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        QuizSetView: {
            /** Format: uint32 */
            id: number;
            name: string;
            quizzes: components["schemas"]["QuizView"][];
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        /** @description A question with its offered answers. */
        QuizView: {
            /** Format: uint32 */
            id: number;
            questionImage?: string | null;
            questionText: string;
            quizAnswers: components["schemas"]["OfferedAnswer"][];
            /**
             * Format: uint32
             * @description The Quiz Challenge: the question's topic.
             */
            quizSetId?: number | null;
        };
        /**
         * @description An answer as staff read it: with its question, the model answer and the student's diagram
         *      (signed links). What the student expected stays with them until the mark is given.
         */
        Reading: {
            answer: components["schemas"]["Answer"];
            /** @description Staff's words for each band of the scheme, by level (markbands only; None where unwritten). */
            bandDescriptors: (string | null)[];
            diagramUrl?: string | null;
            /**
             * @description None when staff have since removed the question from the question bank: the answer, its
             *      scheme and its mark are read and marked all the same.
             */
            question?: components["schemas"]["WrittenQuestionView"] | null;
            scheme: components["schemas"]["Scheme"];
        };
        Receipt: {
            /** @description False for a repeat delivery, or an event that changes nothing of ours. */
            applied: boolean;
            received: boolean;
        };
        Recommendation: {
            title: string;
            topicName: string;
            url: string;
        };
        /** @description What a wrong answer recommends: the topic's notes or a video. */
        Recommendation2: {
            title: string;
            key: string;
            /** @description `NOTES` or `VIDEO`. */
            kind: string;
        };
        /** @description One entry per category; a category nobody in the cohort opened this week is absent. */
        Recommended: {
            condensedNotes?: components["schemas"]["Recommendation"] | null;
            questionBank?: components["schemas"]["Recommendation"] | null;
            quizzes?: components["schemas"]["Recommendation"] | null;
            shortVideos?: components["schemas"]["Recommendation"] | null;
        };
        RedeemBody: {
            coupon_code: string;
        };
        Redeemed: {
            /**
             * Format: int64
             * @description Epoch seconds, set here from the code's trial length.
             */
            freeTrialExpiry: number;
            freeTrialStatus: components["schemas"]["TrialStatus"];
        };
        Removed: {
            cardId: string;
        };
        /** @description A renewal that has not been paid, as Stripe reports its invoice's payment. */
        Renewal: {
            /**
             * Format: int64
             * @description Epoch seconds: access lasts until then unless the renewal is paid.
             */
            accessUntil: number;
            /** Format: int64 */
            amountDueInCent: number;
            /** @description For `needs_confirmation`: what Stripe.js `confirmCardPayment` confirms with the bank. */
            clientSecret?: string | null;
            currency: string;
            /** @description For `failed`: the bank's words, when Stripe gave them. */
            message?: string | null;
            status: components["schemas"]["RenewalStatus"];
        };
        RenewalStatus: "needs_confirmation" | "failed";
        Reply: {
            cognitoId: string;
            message: string;
            /** Format: int64 */
            threadCreatedAt: number;
        };
        ResolveBody: {
            /** Format: int64 */
            threadCreatedAt: number;
        };
        Resolved: {
            /** Format: int64 */
            threadCreatedAt: number;
            threadStatus: components["schemas"]["ThreadStatus"];
        };
        ResumeBody: {
            markerId: string;
            part: components["schemas"]["Part"];
        };
        Resumed: {
            resumed: boolean;
        };
        /**
         * @description `fileName`, `fileTypeId` and `lastUpdated` may be sent (the spec lists them) but the
         *      catalogue's values and the server's clock are stored, so they are not read.
         */
        SaveBody: {
            cognitoId: string;
            fileKey: string;
            notesTaken: string;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
            /**
             * Format: uint64
             * @description The version the editor started from; 0 (or absent) for notes not saved before.
             * @default 0
             */
            version: number;
        };
        Saved: {
            /** Format: int64 */
            updatedAt: number;
            /** Format: uint64 */
            version: number;
        };
        /** @description Saved, with what the rubric says now. */
        SavedCommentary: {
            /** @description What the portfolio breaks together, with this save. */
            checks: components["schemas"]["Check"][];
            commentary: components["schemas"]["CommentaryView"];
        };
        Schedule: {
            lessons: components["schemas"]["LessonName"][];
            slots: components["schemas"]["FreeSlot"][];
        };
        /** @description How a part is marked. */
        Scheme: {
            bands: components["schemas"]["Band"][];
            /** @constant */
            kind: "markbands";
            /** Format: uint32 */
            max: number;
        } | {
            /** @constant */
            kind: "points";
            /** Format: uint32 */
            max: number;
        };
        /** @description Why an answer is marked a second time. */
        SecondReason: "sample" | "sentBack";
        /** @description A section: answer `choose` of its questions. */
        Section: {
            /** @description "Section A". */
            title: string;
            /** Format: uint32 */
            choose: number;
            questions: components["schemas"]["PaperQuestion"][];
        };
        /**
         * @description A seed: what the student wrote and drew, the question it answers and the definitive mark;
         *      nothing of who wrote it.
         */
        Seed: {
            body: string;
            definitive: components["schemas"]["Definitive"];
            diagrams?: components["schemas"]["Diagram"][];
            level?: components["schemas"]["CourseLevel"] | null;
            /**
             * Format: int64
             * @description When the head of marking made it (epoch ms), and their name.
             */
            madeAt: number;
            madeBy: string;
            part: components["schemas"]["Part"];
            /** Format: uint32 */
            questionId: number;
            /** Format: uint32 */
            questionSetId: number;
            seedId: string;
            /** Format: uint32 */
            subjectId: number;
            text: string;
            /** Format: uint32 */
            topicId: number;
        };
        SeedBody: {
            answerId: string;
            /**
             * Format: uint8
             * @default null
             */
            band: number | null;
            cognitoId: string;
            /** Format: uint32 */
            mark: number;
            rationale: string;
        };
        /** @description A seed in the data set. */
        SeedRecord: {
            definitive: components["schemas"]["Definitive"];
            diagrams: components["schemas"]["Diagram"][];
            part: components["schemas"]["Part"];
            /** Format: uint32 */
            questionId: number;
            /** Format: uint32 */
            questionSetId: number;
            text: string;
        };
        /** @description What the student thinks they reached, chosen before submitting. */
        SelfAssessment: {
            /** @constant */
            kind: "band";
            /** Format: uint8 */
            level: number;
        } | {
            /** @constant */
            kind: "mark";
            /** Format: uint32 */
            mark: number;
        };
        SelfMarkBody: {
            marks: components["schemas"]["PartMark"][];
            sittingId: string;
        };
        SendBody: {
            sittingId: string;
        };
        /** @enum {string} */
        Sender: "CLIENT" | "ADMIN";
        /**
         * @description `file_type_id` and `file_name` may be sent (the spec lists them) but the catalogue's own
         *      values are stored, so they are not read.
         */
        SetBody: {
            cognito_id: string;
            disliked: boolean;
            file_key: string;
            liked: boolean;
            /** Format: uint32 */
            subject_id: number;
            /** Format: uint32 */
            topic_id: number;
        };
        SetQuery: {
            /** Format: uint32 */
            questionSetId: number;
        };
        SetQuery2: {
            /** Format: uint32 */
            quizSetId: number;
        };
        SetQuery3: {
            /** Format: uint32 */
            questionSetId: number;
        };
        SetUp: {
            /** @description Always true: the console signs out, and the next sign-in asks for the app's code. */
            signInAgain: boolean;
        };
        SettingsBody: {
            /**
             * @description The daily budget: 5–240 minutes or 5–500 cards; none for every due card every day.
             * @default null
             */
            budget: components["schemas"]["Budget"] | null;
            /**
             * Format: double
             * @description How likely a card should be remembered when it comes due: 0.80 to 0.95 (0.90 by default).
             */
            desiredRetention: number;
            /**
             * Format: double
             * @description How likely each card should be remembered on the first exam day: 0.80 to 0.95 (0.90 by
             *      default).
             * @default 0.9
             */
            examRetention: number;
        };
        SettingsView: {
            budget?: components["schemas"]["Budget"] | null;
            /**
             * Format: uint32
             * @description The budget in cards a day (a minute is two cards).
             */
            cardsPerDay?: number | null;
            /** Format: double */
            desiredRetention: number;
            /** Format: double */
            examRetention: number;
            /** @description Whether FSRS's parameters are fitted to the student's own reviews (else the defaults). */
            personalParameters: boolean;
        };
        SetupIntentView: {
            clientSecret: string;
        };
        /** @description A curve's geometry. */
        Shape: {
            from: components["schemas"]["Pt"];
            /** @constant */
            kind: "line";
            to: components["schemas"]["Pt"];
        } | {
            /** @constant */
            kind: "smooth";
            points: components["schemas"]["Pt"][];
        } | {
            /** @constant */
            kind: "vertical";
            /** Format: float */
            x: number;
        } | {
            /** @constant */
            kind: "horizontal";
            /** Format: float */
            y: number;
        };
        SignedUrl: {
            url: string;
        };
        /** @description A student's sitting of a paper. */
        Sitting: {
            /** @default [] */
            answers: components["schemas"]["PartAnswer"][];
            /**
             * @description The parts sent to the marking desk.
             * @default []
             */
            atDesk: components["schemas"]["PartRef"][];
            /** @default [] */
            chosen: components["schemas"]["QuestionRef"][];
            clock: components["schemas"]["PaperClock"];
            cognitoId: string;
            component: components["schemas"]["Component"];
            /**
             * @description Handed in, or holding words that arrived, after the end and the grace: kept, marked late.
             * @default false
             */
            late: boolean;
            level: components["schemas"]["CourseLevel"];
            /** Format: int64 */
            markedAt?: number | null;
            markedBy?: components["schemas"]["MarkedBy"] | null;
            /** @default [] */
            marks: components["schemas"]["PartMark"][];
            /**
             * Format: uint32
             * @description The paper's marks for a full sitting.
             */
            max: number;
            /** @description The paper as it was when the sitting began: staff editing it later change nothing here. */
            paper: components["schemas"]["PaperDef"];
            /** Format: uint32 */
            paperId: number;
            paperName: string;
            /** @description `{startedAt:013}-{paperId}`. */
            sittingId: string;
            status: components["schemas"]["SittingStatus"];
            /** Format: int64 */
            submittedAt?: number | null;
            /**
             * Format: uint64
             * @description One more with every save (two tabs cannot overwrite each other).
             */
            version: number;
        };
        /** @description One of the student's sittings. */
        SittingLine: {
            component: components["schemas"]["Component"];
            late: boolean;
            level: components["schemas"]["CourseLevel"];
            markedBy?: components["schemas"]["MarkedBy"] | null;
            /** Format: uint32 */
            max: number;
            /** Format: uint32 */
            paperId: number;
            paperName: string;
            sittingId: string;
            /** Format: int64 */
            startedAt: number;
            status: components["schemas"]["SittingStatus"];
            /** Format: int64 */
            submittedAt?: number | null;
            /** Format: uint32 */
            total?: number | null;
        };
        /** @description Where an answer sent with its paper belongs: the sitting, its paper and the part. */
        SittingPart: {
            at: components["schemas"]["PartRef"];
            /** @description "Question 2 (b)". */
            label: string;
            paperName: string;
            sittingId: string;
        };
        SittingQuery: {
            sittingId: string;
        };
        /** @description Where a sitting is. */
        SittingStatus: "sitting" | "submitted" | "atDesk" | "marked";
        /** @description A sitting with its paper and the server's time: the page counts down from `now`. */
        SittingView: {
            /**
             * Format: int64
             * @description The server's time (epoch ms) when this was read.
             */
            now: number;
            phase: components["schemas"]["Phase"];
            sections: components["schemas"]["PaperSectionView"][];
            sitting: components["schemas"]["Sitting"];
            /** Format: uint32 */
            total?: number | null;
        };
        /** @description Where a component's mark came from. */
        Source: "teacher" | "selfMarked" | "estimate";
        /** @description Where a commentary is. */
        Stage: "writing" | "draftWaiting" | "finalWaiting" | "marked";
        /**
         * @description What staff set for one part (or question): how far a mark may be from the definitive one, the
         *      qualification set and the pause rule, and how often seeds and second marking come.
         */
        Standard: {
            /** Format: uint32 */
            pauseOutside: number;
            /**
             * Format: uint32
             * @description A marker is paused with `pause_outside` or more of their last `pause_window` seeds outside
             *      tolerance.
             */
            pauseWindow: number;
            /** Format: uint32 */
            qualificationNeeded: number;
            /**
             * Format: uint32
             * @description Seeds in the qualification set, and how many must be within tolerance to qualify.
             */
            qualificationSeeds: number;
            /** Format: double */
            secondShare: number;
            /**
             * Format: double
             * @description The share of claims that are seeds, and of live answers marked a second time, 0 to 1.
             */
            seedShare: number;
            /**
             * Format: uint32
             * @description Marks a mark may be from the definitive one and still be within tolerance.
             */
            tolerance: number;
        };
        StandardBody: {
            part: components["schemas"]["Part"];
            standard: components["schemas"]["Standard"];
        };
        /** @description Where a marker stands on a part: whether the desk hands them its answers, and why not. */
        Standing: {
            /** @constant */
            kind: "open";
        } | {
            /** @constant */
            kind: "qualified";
        } | {
            /** @constant */
            kind: "qualifying";
            /** Format: uint32 */
            marked: number;
            /** Format: uint32 */
            of: number;
        } | {
            /** @constant */
            kind: "notQualified";
            /** Format: uint32 */
            of: number;
            /** Format: uint32 */
            within: number;
        } | {
            /** @constant */
            kind: "paused";
        };
        StartBody: {
            /**
             * @description CHALLENGE (the default: timed, may be ranked) or PRACTICE (untimed, never ranked).
             * @default CHALLENGE
             */
            mode: components["schemas"]["Mode"];
            selectedTopicIdList: number[];
            userUuid: string;
        };
        StartBody2: {
            /** Format: uint32 */
            paperId: number;
        };
        StartView: {
            /** Format: int64 */
            createdAt: number;
            quiz: components["schemas"]["QuizView"];
        };
        /** @description A study file: its object lives in the private bucket under `key`. */
        StudyFile: {
            /** Format: uint32 */
            fileTypeId: number;
            key: string;
            originalFileName: string;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        /** @description A subject with its topics, sorted by id. */
        SubjectView: {
            /** Format: uint32 */
            id: number;
            name: string;
            topics: components["schemas"]["TopicView"][];
        };
        /**
         * @description What the page sends. Anything else it might send (a score, which answers are correct) is
         *      not read.
         */
        Submission: {
            answers: components["schemas"]["Choice"][];
            authId: string;
            /** Format: uint32 */
            quizSetId: number;
        };
        SubmitBody: {
            actionType: components["schemas"]["ActionType"];
            /**
             * Format: uint32
             * @default 0
             */
            answerId: number;
            /** Format: int64 */
            createdAt: number;
            userUuid: string;
        };
        SubmitBody2: {
            /** Format: uint32 */
            questionId: number;
            /** Format: uint32 */
            questionSetId: number;
            selfAssessment: components["schemas"]["SelfAssessment"];
            /**
             * Format: uint64
             * @description The draft's version the student hands in.
             */
            version: number;
        };
        SubmitView: {
            /** @description The next question (CONTINUE). */
            actionPayload?: components["schemas"]["QuizView"] | null;
            actionResult: components["schemas"]["ActionResult"];
            /** @description Practice, after an answer: whether it was right. */
            answerCorrect?: boolean | null;
            /** Format: uint32 */
            consecutiveSkips: number;
            /** Format: uint32 */
            correctAnswerId?: number | null;
            /**
             * @description At END, and in practice after each answer: the instance's worked explanation and its
             *      correct answer (an id of this game's instance only).
             */
            explanationNotes?: string | null;
            /**
             * Format: uint32
             * @description Practice: the answers that were wrong so far (the streak counts the right ones).
             */
            mistakes: number;
            /** @description At END: whether the result counts on this week's leaderboard. */
            ranked?: boolean | null;
            recommendedContentTitle?: string | null;
            recommendedContentType?: string | null;
            recommendedContentUrl?: string | null;
            /** Format: uint32 */
            streak: number;
            /** Format: uint32 */
            totalSkips: number;
        };
        SubscribeBody: {
            /** @default null */
            couponCode: string | null;
            /** @default null */
            paymentId: string | null;
            paymentMethodId: string;
        };
        Subscribed: {
            /**
             * Format: int64
             * @description Epoch seconds: the end of the paid period.
             */
            expiry: number;
            subscriptionId: string;
        };
        SubscriptionInfo: {
            cancelAtPeriodEnd: boolean;
            creditCardLast4Digits?: string | null;
            /** @description Stripe's hosted invoice page, where Stripe gives one. */
            latestInvoiceUrl?: string | null;
            /** @description A renewal that failed or waits for the card holder; absent while all is paid. */
            renewal?: components["schemas"]["Renewal"] | null;
            /**
             * Format: int64
             * @description Epoch seconds: the paid period's end (the renewal date, or the last day of access).
             */
            subscriptionEnd: number;
            subscriptionId: string;
            subscriptionPlanType: components["schemas"]["PlanType"];
        };
        Summary: {
            /**
             * Format: uint32
             * @description Cards due now (the navigation's count); 0 while the deck is closed to the caller.
             */
            dueNow: number;
            /**
             * @description Whether the caller's plan opens the deck now (a student without one has a count of 0, not
             *      a refusal: every signed-in page asks for it).
             */
            open: boolean;
        };
        /** @description The template a removal names (`?id=`). */
        TemplateRef: {
            /** Format: int64 */
            id: number;
        };
        /** @description A template to save: with the `id` of one to replace, or without for a new one. */
        TemplateSave: {
            diagram: components["schemas"]["Diagram"];
            /**
             * Format: int64
             * @default null
             */
            id: number | null;
            name: string;
        };
        /** @description A term's figures. */
        TermFigures: {
            /** @description Per marker (the head of marking's view only; empty elsewhere). */
            markers: components["schemas"]["MarkerFigures"][];
            parts: components["schemas"]["PartFigures"][];
            term: string;
            termName: string;
        };
        TermQuery: {
            /**
             * @description `2026-3` (autumn 2026); this term when absent.
             * @default null
             */
            term: string | null;
        };
        Thread: {
            title: string;
            /** @description The student's marked answer the thread asks about ("Ask about this mark"). */
            answerId?: string | null;
            cognitoId: string;
            /**
             * Format: int64
             * @description Epoch ms; the thread's id.
             */
            createdAt: number;
            /** Format: int64 */
            lastMessageAt: number;
            originalUrl: string;
            studentFullName: string;
            threadStatus: components["schemas"]["ThreadStatus"];
        };
        ThreadQuery: {
            /** Format: int64 */
            threadCreatedAt: number;
        };
        ThreadRef: {
            cognitoId: string;
            /** Format: int64 */
            threadCreatedAt: number;
        };
        ThreadStatus: "RESOLVED" | "CLIENT_RESPONDED" | "ADMIN_RESPONDED";
        ThreadView: {
            title: string;
            /** @description The marked answer it asks about, when asked from it. */
            answerId?: string | null;
            /** Format: int64 */
            createdAt: number;
            threadStatus: components["schemas"]["ThreadStatus"];
        };
        ThreadWithMessages: {
            messages: components["schemas"]["Message"][];
            thread: components["schemas"]["Thread"];
        };
        TokenQuery: {
            /** @description The signed token of the link. */
            token: string;
        };
        /**
         * @description What a student may turn off. Notices about their payments, plan and account always go.
         * @enum {string}
         */
        Topic: "studyHelp" | "marking" | "digest";
        TopicCount: {
            /** Format: uint32 */
            dueCount: number;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        TopicMastery: {
            /**
             * Format: uint32
             * @description How many answers the mastery rests on (a marked written answer counts five), and on how
             *      many different days they were given (Quiz Challenge answers carry no day).
             */
            answers: number;
            /** @description Whether the evidence, not the share of right answers, holds the level down. */
            capped: boolean;
            /**
             * Format: uint32
             * @description Review cards of the topic.
             */
            cards: number;
            /**
             * Format: uint32
             * @description Right answers and answers given to the topic's Quiz Challenge questions.
             */
            challengeRight: number;
            /** Format: uint32 */
            challengeTotal: number;
            /** Format: uint32 */
            days: number;
            level: components["schemas"]["Level"];
            /**
             * Format: uint8
             * @description 0–100; none before any quiz, challenge answer, marked written answer or card of the topic.
             *      Never above the level its evidence allows.
             */
            mastery?: number | null;
            /** @description The topic's name in the catalogue (none for a topic staff have since removed). */
            name?: string | null;
            /**
             * Format: uint32
             * @description Right answers and questions in the latest attempt at each of the topic's quiz sets.
             */
            quizCorrect: number;
            /** Format: uint32 */
            quizTotal: number;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
            /**
             * Format: uint32
             * @description Written answers of the topic a teacher marked (the latest per question), their marks and
             *      the marks they carry: each counts as five quiz questions, at the share it earned.
             */
            written: number;
            /** Format: uint32 */
            writtenMarks: number;
            /** Format: uint32 */
            writtenMax: number;
        };
        TopicQuery: {
            cognito_id: string;
            /** Format: uint32 */
            subject_id: number;
            /** Format: uint32 */
            topic_id: number;
        };
        TopicQuery2: {
            cognitoId: string;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        TopicQuery3: {
            /** Format: uint32 */
            topicId: number;
        };
        TopicQuery4: {
            /** Format: uint32 */
            topicId: number;
        };
        TopicQuery5: {
            authId: string;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
        };
        TopicQuery6: {
            /** Format: uint32 */
            topicId: number;
        };
        TopicView: {
            /** Format: uint32 */
            id: number;
            name: string;
        };
        TopicView2: {
            /** Format: uint32 */
            topicId: number;
            topicName: string;
        };
        /** @description The spec sends the user's name and e-mail too; the token says who they are, so those are not read. */
        TrackBody: {
            action: components["schemas"]["Action"];
            authId: string;
            /** Format: uint32 */
            recordedLessonId: number;
        };
        /** @description A point of the grade's trend: the prediction as it stood at `at`. */
        TrendPoint: {
            /** Format: int64 */
            at: number;
            grade: components["schemas"]["GradeRange"];
            /** @description The likely grade at that moment. */
            likely?: components["schemas"]["Likely"] | null;
            /** Format: double */
            scoreHigh: number;
            /** Format: double */
            scoreLow: number;
        };
        /**
         * @description A free trial's state as stored; whether an `Active` one is still running is the clock's call
         *      (`api::entitlement`).
         * @enum {string}
         */
        TrialStatus: "none" | "active" | "expired";
        /** @description The list, in the order staff gave it. */
        TrustedBy: {
            schools: components["schemas"]["TrustedSchool"][];
        };
        /** @description One school. */
        TrustedSchool: {
            name: string;
        };
        /** @description The turnaround of a set of marks. */
        Turnaround: {
            /** Format: int64 */
            medianMs?: number | null;
            /** Format: uint32 */
            n: number;
            /** Format: int64 */
            p90Ms?: number | null;
        };
        /**
         * @description A syllabus unit a commentary can be based on (the introductory unit is not one of them).
         * @enum {string}
         */
        Unit: "microeconomics" | "macroeconomics" | "globalEconomy";
        Unsubscribed: {
            message: string;
            topic: components["schemas"]["Topic"];
        };
        UploadRequest: {
            contentType: string;
            fileName: string;
            /** Format: uint64 */
            size: number;
        };
        UploadUrl: {
            /** @description Headers the PUT must carry (they are part of the signature). */
            headers: {
                [key: string]: string;
            };
            key: string;
            uploadUrl: string;
        };
        UserQuery: {
            cognito_id: string;
        };
        UserQuery2: {
            cognitoId: string;
        };
        ValidateBody: {
            code: string;
            productType: components["schemas"]["Product"];
        };
        ValidateBody2: {
            /** Format: uint32 */
            recordedLessonId: number;
        };
        Validated: {
            purchased: boolean;
            /** Format: uint32 */
            recordedLessonId: number;
        };
        Validation: {
            active: boolean;
            /**
             * Format: int64
             * @description Cents off the monthly price (forever) or off the first month (once).
             */
            amountOff: number;
            couponId: string;
            promoCodeDuration: components["schemas"]["Discount"];
        };
        Variable: {
            /** @description Lower-case letters, digits and `_`, starting with a letter. */
            name: string;
            /**
             * @description `{"kind": "RANGE", "min", "max", "step"}`, `{"kind": "LIST", "values"}` or
             *      `{"kind": "FORMULA", "formula"}` (described as an object: the API checks it).
             */
            values: {
                [key: string]: unknown;
            };
        };
        /** @description A thread waiting for staff, as the console lists it. */
        Waiting: {
            title: string;
            cognitoId: string;
            /** Format: int64 */
            lastMessageAt: number;
            studentFullName: string;
            /** Format: int64 */
            threadCreatedAt: number;
        };
        /** @description A commentary's counted words, and where the limit's last word ends. */
        WordCount: {
            /**
             * Format: uint32
             * @description When there are more than the limit: the character (Unicode scalar value) just after the
             *      limit's last counted word, where what earns nothing begins.
             */
            limitEndsAt?: number | null;
            /**
             * Format: uint32
             * @description Words counted.
             */
            words: number;
        };
        WordsBody: {
            /**
             * @description Each part's words and diagrams (checked as a written answer's are: a 400 naming the
             *      diagram, nothing kept).
             */
            answers: components["schemas"]["PartWords"][];
            chosen: components["schemas"]["QuestionRef"][];
            sittingId: string;
            /**
             * Format: uint64
             * @description The version this save makes: one more than the version the page last read.
             */
            version: number;
        };
        WordsSaved: {
            /** @description Some of the words arrived after the end and the grace. */
            late: boolean;
            /** Format: int64 */
            now: number;
            phase: components["schemas"]["Phase"];
            status: components["schemas"]["SittingStatus"];
            /** Format: uint64 */
            version: number;
        };
        /** @description One of the student's answers. */
        WrittenAnswerView: {
            answerId: string;
            body: string;
            calibration?: components["schemas"]["Calibration"] | null;
            diagramKey?: string | null;
            diagramUrl?: string | null;
            /** @description The diagrams drawn in the editor, in the order the text refers to them. */
            diagrams: components["schemas"]["Diagram"][];
            mark?: components["schemas"]["MarkView"] | null;
            selfAssessment?: components["schemas"]["SelfAssessment"] | null;
            /** @description The marks the self-assessment names. */
            selfRange?: [
                number,
                number
            ] | null;
            status: components["schemas"]["AnswerStatus"];
            /** Format: int64 */
            submittedAt?: number | null;
            text: string;
            /** Format: int64 */
            updatedAt: number;
            /** Format: uint64 */
            version: number;
            /** Format: uint */
            wordCount: number;
        };
        /** @description The question an answer is written to, as the writing screen shows it. */
        WrittenQuestionView: {
            answerDiagrams: components["schemas"]["Diagram"][];
            /**
             * @description Diagrams staff drew with the question, and with its model answer (empty while the model
             *      answer is withheld).
             */
            diagrams: components["schemas"]["Diagram"][];
            imageUrl: string;
            /** Format: uint32 */
            marks: number;
            /** @description None while the student sits a paper with this question: it opens when the paper closes. */
            modelAnswerUrl?: string | null;
            name: string;
            paper?: components["schemas"]["Paper"] | null;
            /** Format: uint32 */
            questionId: number;
            /** Format: uint32 */
            questionSetId: number;
            scheme: components["schemas"]["Scheme"];
            text?: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
