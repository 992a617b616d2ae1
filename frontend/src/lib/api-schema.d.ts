// Generated from docs/openapi.json by scripts/api-types.mjs: do not edit. Rewrite with
// `node scripts/api-types.mjs` after `UPDATE_OPENAPI=1 cargo test -p local --test openapi`.

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
             * @description A question as authored: a template (see `challenge_template`). With no variables it is a
             *      fixed question.
             */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChallengeQuestion"];
                };
            };
            responses: {
                /**
                 * @description A question as authored: a template (see `challenge_template`). With no variables it is a
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
             * @description A question as authored: a template (see `challenge_template`). With no variables it is a
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
                        "application/json": components["schemas"]["AnswerView2"];
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
                        "application/json": components["schemas"]["SettingsBody"];
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
                        "application/json": components["schemas"]["SettingsBody"];
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
        AnswerChoice: {
            answerText: string;
            /** Format: uint32 */
            id: number;
        };
        AnswerView: {
            answerText: string;
            /** Format: uint32 */
            id: number;
        };
        AnswerView2: {
            cardId: string;
            /** @description A multiple-choice card: whether the answer was right, and the right one. */
            correct?: boolean | null;
            /** Format: uint32 */
            correctAnswerId?: number | null;
            grade: components["schemas"]["Grade"];
            /**
             * Format: int64
             * @description When the card comes back (epoch ms).
             */
            nextDue: number;
            /**
             * Format: int64
             * @description The server's time of this answer (epoch ms).
             */
            now: number;
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
         * @description A question as authored: a template (see `challenge_template`). With no variables it is a
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
        /** @description What a code does to a plan's price, as the page shows it. */
        Discount: "forever" | "once" | "invalid";
        Done: {
            message: string;
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
            /** @description The first due cards, earliest first. */
            cards: components["schemas"]["CardView"][];
            /**
             * Format: uint32
             * @description How many cards are due now (of the topic, when one is chosen).
             */
            dueCount: number;
            /**
             * Format: int64
             * @description When nothing is due: when the next card comes due (epoch ms), if the deck has any.
             */
            nextDueAt?: number | null;
            /**
             * Format: int64
             * @description The server's time of this answer (epoch ms), for saying "in 3 days".
             */
            now: number;
            /** @description The topics that have due cards (for the filter), with how many each. */
            topics: components["schemas"]["TopicCount"][];
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
        ErrorCode: ("BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "ERROR_NOT_FOUND" | "ROUTE_NOT_FOUND" | "METHOD_NOT_ALLOWED" | "PAYLOAD_TOO_LARGE" | "TOO_MANY_REQUESTS" | "STAFF_MFA_REQUIRED" | "STAFF_SIGN_IN_AGAIN" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "TRY_AGAIN" | "EMAIL_NOT_VERIFIED" | "ALREADY_SUBSCRIBED" | "ERROR_USER_ALREADY_SUBSCRIBED" | "PLAN_CONFLICT" | "ERROR_SELF_INVITE" | "ERROR_FAMILY_FULL" | "TRIAL_CODE_INVALID" | "TRIAL_ALREADY_USED" | "TRIAL_NOT_FOR_SUBSCRIBERS" | "PROMO_INVALID" | "PROMO_USED" | "PAYMENT_FAILED" | "PAYMENT_REQUIRE_ACTION" | "PAYMENT_PROCESSING" | "NO_PENDING_PAYMENT" | "WEBHOOK_SIGNATURE_INVALID" | "NOTES_TOO_LARGE" | "NOTES_CONFLICT" | "QUIZ_ALREADY_SUBMITTED" | "ALREADY_PURCHASED" | "GAME_EXISTS" | "GAME_ENDED" | "SKIP_LIMIT" | "ALREADY_ANSWERED" | "THREAD_RESOLVED") | "PAYMENT_IN_PROGRESS";
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
        /**
         * @description How a review went. Multiple-choice cards are graded by the answer given (`Again` or `Good`);
         *      open questions are graded by the student after seeing the model answer.
         * @enum {string}
         */
        Grade: "again" | "hard" | "good" | "easy";
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
        InfoQuery: {
            /** @default null */
            paymentId: string | null;
            /** @default null */
            subscriptionId: string | null;
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
        MarkerView: {
            /**
             * Format: int64
             * @description Epoch seconds; null once removed.
             */
            createdAt?: number | null;
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
            message: string;
            /** Format: int64 */
            threadCreatedAt: number;
        };
        NewThread: {
            title: string;
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
        /** @description An answer as offered to the student: no `isCorrectAnswer`. */
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
        /** @description Why a card is in the deck. */
        Origin: "quizMiss" | "markedHard" | "added" | "challengeMiss";
        Paid: {
            /** Format: uint32 */
            recordedLessonId: number;
        };
        PayBody: {
            checkoutId: string;
            paymentMethodId: string;
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
        PreviewBody: {
            authId: string;
            /** Format: uint32 */
            recordedLessonId: number;
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
            answers: components["schemas"]["AnswerChoice"][];
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
        QuestionBody: {
            /** @description The model answer, as a PDF. */
            answerKey: string;
            /** @default null */
            answerVideoKey: string | null;
            /** Format: uint32 */
            id: number;
            name: string;
            /** @description The question, as an image. */
            questionKey: string;
        };
        /** @description A question as the spec names its fields; the files are signed, short-lived URLs. */
        QuestionDetail: {
            answerFile: string;
            answerVideo?: string | null;
            /** Format: uint32 */
            id: number;
            name: string;
            questionFile: string;
            /** Format: uint32 */
            questionSetId: number;
            /** Format: uint32 */
            subjectId: number;
            /** Format: uint32 */
            topicId: number;
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
        QuizView: {
            /** Format: uint32 */
            id: number;
            questionImage?: string | null;
            questionText: string;
            quizAnswers: components["schemas"]["OfferedAnswer"][];
        };
        /** @description A question as sent to the player: never its correct answer. */
        QuizView2: {
            /** Format: uint32 */
            id: number;
            questionImage?: string | null;
            questionText: string;
            quizAnswers: components["schemas"]["AnswerView"][];
            /**
             * Format: uint32
             * @description The question's topic.
             */
            quizSetId: number;
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
        Schedule: {
            lessons: components["schemas"]["LessonName"][];
            slots: components["schemas"]["FreeSlot"][];
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
        SetUp: {
            /** @description Always true: the console signs out, and the next sign-in asks for the app's code. */
            signInAgain: boolean;
        };
        SettingsBody: {
            /**
             * Format: double
             * @description How likely a card should be remembered when it comes due: 0.80 to 0.95 (0.90 by default).
             */
            desiredRetention: number;
        };
        SetupIntentView: {
            clientSecret: string;
        };
        SignedUrl: {
            url: string;
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
        StartView: {
            /** Format: int64 */
            createdAt: number;
            quiz: components["schemas"]["QuizView2"];
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
        SubmitView: {
            /** @description The next question (CONTINUE). */
            actionPayload?: components["schemas"]["QuizView2"] | null;
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
        Thread: {
            title: string;
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
            /** Format: int64 */
            createdAt: number;
            threadStatus: components["schemas"]["ThreadStatus"];
        };
        ThreadWithMessages: {
            messages: components["schemas"]["Message"][];
            thread: components["schemas"]["Thread"];
        };
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
            level: components["schemas"]["Level"];
            /**
             * Format: uint8
             * @description 0–100; none before any quiz, challenge answer or card of the topic.
             */
            mastery?: number | null;
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
        /**
         * @description A free trial's state as stored; whether an `Active` one is still running is the clock's call
         *      (`api::entitlement`).
         * @enum {string}
         */
        TrialStatus: "none" | "active" | "expired";
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
