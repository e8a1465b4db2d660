//! The one schema for both backends. Only portable types: integers for booleans,
//! JSON as text, timestamps as naive UTC.

diesel::table! {
    users (id) {
        id -> BigInt,
        email -> Text,
        display_name -> Text,
        password_hash -> Text,
        mail_pref -> Text,
        lang -> Text,
        created_at -> Timestamp,
        time_zone -> Text,
        verified_at -> Nullable<Timestamp>,
        vacation_until -> Nullable<Timestamp>,
        chat_mail -> Integer,
    }
}

diesel::table! {
    games (id) {
        id -> BigInt,
        kind -> Text,
        options -> Text,
        seats -> Integer,
        seed -> Text,
        seed_hash -> Text,
        rules_version -> Integer,
        status -> Text,
        last_seq -> BigInt,
        to_act -> Text,
        deadline -> Nullable<Timestamp>,
        created_by -> Nullable<BigInt>,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        listed -> Integer,
        replay_players_only -> Integer,
        time_control -> Text,
        public_seq -> BigInt,
    }
}

diesel::table! {
    seats (game_id, seat) {
        game_id -> BigInt,
        seat -> Integer,
        user_id -> Nullable<BigInt>,
        prompted -> Integer,
        last_seen_seq -> BigInt,
        deadline -> Nullable<Timestamp>,
        sitter_streak -> Integer,
        orders_seq -> BigInt,
    }
}

diesel::table! {
    snapshots (game_id, seq) {
        game_id -> BigInt,
        seq -> BigInt,
        state -> Text,
        digest -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    events (game_id, seq) {
        game_id -> BigInt,
        seq -> BigInt,
        seat -> Integer,
        answer -> Text,
        auto -> Integer,
        digest -> Text,
        created_at -> Timestamp,
        sitter -> Integer,
    }
}

diesel::table! {
    outbox_bodies (outbox_id) {
        outbox_id -> BigInt,
        payload -> Text,
        packed -> Nullable<Binary>,
    }
}

diesel::table! {
    outbox (id) {
        id -> BigInt,
        kind -> Text,
        user_id -> Nullable<BigInt>,
        game_id -> Nullable<BigInt>,
        created_at -> Timestamp,
        due_at -> Timestamp,
        attempts -> Integer,
        last_error -> Nullable<Text>,
        claimed_until -> Nullable<Timestamp>,
        sent_at -> Nullable<Timestamp>,
        failed_at -> Nullable<Timestamp>,
        claimed_by -> Nullable<Text>,
    }
}

diesel::table! {
    alarms (id) {
        id -> BigInt,
        game_id -> BigInt,
        kind -> Text,
        due_at -> Timestamp,
        claimed_until -> Nullable<Timestamp>,
        done_at -> Nullable<Timestamp>,
        payload -> Text,
        claimed_by -> Nullable<Text>,
    }
}

diesel::table! {
    nodes (id) {
        id -> Text,
        seen_at -> Timestamp,
    }
}

diesel::table! {
    invites (id) {
        id -> BigInt,
        game_id -> BigInt,
        email -> Text,
        created_at -> Timestamp,
        invited_by -> Nullable<BigInt>,
    }
}

diesel::table! {
    chat_messages (id) {
        id -> BigInt,
        game_id -> BigInt,
        user_id -> BigInt,
        body -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    api_tokens (id) {
        id -> BigInt,
        user_id -> BigInt,
        token_hash -> Text,
        label -> Text,
        created_at -> Timestamp,
        last_used_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    sessions (id) {
        id -> Text,
        user_id -> BigInt,
        created_at -> Timestamp,
        last_seen_at -> Timestamp,
    }
}

diesel::table! {
    game_acts (id) {
        id -> BigInt,
        game_id -> BigInt,
        kind -> Text,
        seat -> Integer,
        target -> Integer,
        user_id -> Nullable<BigInt>,
        payload -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    vacations (id) {
        id -> BigInt,
        user_id -> BigInt,
        starts_at -> Timestamp,
        ends_at -> Timestamp,
    }
}

diesel::table! {
    digest_days (user_id, day) {
        user_id -> BigInt,
        day -> Text,
        claimed_until -> Timestamp,
        sent_at -> Nullable<Timestamp>,
    }
}

diesel::joinable!(seats -> games (game_id));
diesel::joinable!(events -> games (game_id));
diesel::joinable!(snapshots -> games (game_id));
diesel::joinable!(chat_messages -> games (game_id));
diesel::joinable!(chat_messages -> users (user_id));
diesel::joinable!(invites -> games (game_id));
diesel::joinable!(outbox_bodies -> outbox (outbox_id));
diesel::allow_tables_to_appear_in_same_query!(
    users,
    games,
    seats,
    events,
    snapshots,
    outbox,
    outbox_bodies,
    alarms,
    nodes,
    chat_messages,
    api_tokens,
    invites,
    sessions,
    game_acts,
    vacations,
    digest_days
);
